/**
 * Marks every `<form>` in a rendered back-office screen `novalidate`, so the browser never
 * shows its own English «Please fill out this field.» and the server's Persian 422 message
 * beside the field is what staff read. `required` and `pattern` stay: screen readers still
 * announce a field as required.
 */
export function withoutBrowserChecks(html: string): string {
  return html.replace(/<form\b(?![^>]*\snovalidate\b)/gi, '<form novalidate');
}
