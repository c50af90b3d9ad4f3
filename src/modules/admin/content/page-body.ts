/**
 * A static page's body is sections of plain-text paragraphs (content/schema.ts `pages.body`),
 * never HTML. The editor writes it in one textarea: a line starting with "## " opens a
 * section with that heading, every other non-empty line is a paragraph. The same text
 * comes back when the page is edited again, so nothing is lost in the round trip.
 */
export type PageBody = { heading?: string; paragraphs: string[] }[];

const HEADING = /^##\s+/;

export function pageBodyFromText(text: string): PageBody {
  const body: PageBody = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (HEADING.test(line)) body.push({ heading: line.replace(HEADING, ''), paragraphs: [] });
    else if (body.length === 0) body.push({ paragraphs: [line] });
    else body[body.length - 1]!.paragraphs.push(line);
  }
  // A heading with nothing under it still shows; an empty body is refused by the caller.
  return body;
}

export function pageBodyToText(body: PageBody): string {
  return body.map((section) => [...(section.heading ? [`## ${section.heading}`] : []), ...section.paragraphs].join('\n')).join('\n\n');
}
