/** The content screens' two boxes: an open card (forms, sections) and a row that opens (a <details>). */
export const CARD = 'flex flex-col gap-3 rounded-xl border border-surface-line bg-white p-4';
// A closed <details> would keep a flex gap under its summary: rows are plain blocks, spaced inside.
export const ROW = 'rounded-xl border border-surface-line bg-white px-4 py-1 open:pb-4 [&>*+*]:mt-3';
