/**
 * The little SOAP that Mellat's BPM needs, by hand (no XML library): every call is one
 * flat element of text fields, and every answer is one `<return>` string ("0,RefId", "43").
 * Building escapes every value; reading takes the single `<return>` of the body and
 * refuses a fault or an answer with none or several, so a surprise never reads as a code.
 */
const NS = 'http://interfaces.core.sw.bps.com/';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

export function soapEnvelope(method: string, fields: Readonly<Record<string, string | number>>): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(method)) throw new Error(`not a SOAP method name: ${method}`);
  const body = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns1="${NS}"><soapenv:Body><ns1:${method}>${body}</ns1:${method}></soapenv:Body></soapenv:Envelope>`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

/** The text of the answer's one `<return>` (any namespace prefix, CDATA allowed), trimmed. */
export function soapReturn(xml: string): string {
  if (/<(?:[\w.-]+:)?Fault[\s>]/.test(xml)) {
    const reason = /<(?:[\w.-]+:)?faultstring[^>]*>([\s\S]*?)<\//.exec(xml)?.[1] ?? 'no reason given';
    throw new Error(`SOAP fault: ${unescapeXml(reason).trim().slice(0, 200)}`);
  }
  const found = [...xml.matchAll(/<((?:[\w.-]+:)?return)(?:\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/\1\s*>)/g)];
  if (found.length !== 1) throw new Error(`the SOAP answer has ${found.length} <return> elements, not one`);
  // Odd parts are CDATA contents, taken as they are; the text around them must hold no element.
  const parts = (found[0]![2] ?? '').split(/<!\[CDATA\[([\s\S]*?)\]\]>/);
  if (parts.some((part, i) => i % 2 === 0 && part.includes('<'))) throw new Error('the SOAP <return> holds elements, not text');
  return parts
    .map((part, i) => (i % 2 === 1 ? part : unescapeXml(part)))
    .join('')
    .trim();
}
