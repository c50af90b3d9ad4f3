/**
 * A private file as a download (a resume, a seller's document or contract): an
 * attachment, never kept by a browser or proxy, never sniffed into another type.
 */
export function downloadHeaders(contentType: string, filename: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
