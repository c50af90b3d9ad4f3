/**
 * Words of the address form's plain path (no JavaScript): only the form uses them, so they
 * stay beside it rather than in every address island's strings.
 */
export const plainFormText = {
  /** Posts the chosen province and brings the page back with its cities. */
  showCities: 'نمایش شهرها',
} as const;
