/**
 * Search relevance on a labelled query set (tests/fixtures/search-queries*.tsv): each line is
 * a query and the leaf categories a shopper means by it. A result is "of the right kind" when
 * its card's category is one of them. The measures: success@1 (the first
 * result is of the right kind), precision@10 (the share of the first ten results that are;
 * a query with fewer results is judged on what it shows) and the zero-result rate.
 */
export interface LabelledQuery {
  query: string;
  expected: string[];
}

export interface QueryOutcome extends LabelledQuery {
  /** Category slugs of the results, in order (at least the first ten). */
  got: string[];
}

export interface RelevanceReport {
  queries: number;
  successAt1: number;
  precisionAt10: number;
  zeroResultRate: number;
  /** Queries whose first result is of the wrong kind, or that found nothing. */
  misses: QueryOutcome[];
}

export function parseLabelledQueries(tsv: string): LabelledQuery[] {
  return tsv
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [query = '', expected = ''] = line.split('\t');
      return {
        query: query.trim(),
        expected: expected
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    });
}

const share = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 1000) / 1000);

export function relevanceReport(outcomes: QueryOutcome[]): RelevanceReport {
  let first = 0;
  let precision = 0;
  let zero = 0;
  const misses: QueryOutcome[] = [];
  for (const o of outcomes) {
    const top = o.got.slice(0, 10);
    const right = top.filter((slug) => o.expected.includes(slug)).length;
    if (top.length === 0) zero++;
    else precision += right / top.length;
    if (top[0] && o.expected.includes(top[0])) first++;
    else misses.push(o);
  }
  return {
    queries: outcomes.length,
    successAt1: share(first, outcomes.length),
    precisionAt10: share(precision, outcomes.length),
    zeroResultRate: share(zero, outcomes.length),
    misses,
  };
}
