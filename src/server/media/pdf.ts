/**
 * Whether uploaded bytes are a PDF, judged by its first bytes (`%PDF-`), never by the
 * file's name or declared type, which are the sender's word.
 */
export const isPdf = (data: Uint8Array): boolean => data.byteLength > 5 && Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-';
