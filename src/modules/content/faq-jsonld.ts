/**
 * schema.org FAQPage for /faq and /faq/items/{id}: search engines show the questions as
 * rich results. Only questions whose answers are on the page itself may be listed (Google's
 * rule), so /faq passes what it shows and an item page its one question. Embed the result
 * with site-jsonld.ts `jsonLdText`, which escapes "<" so an answer cannot close the script.
 */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: 'fa-IR',
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answer },
    })),
  };
}
