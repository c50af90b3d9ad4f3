import { describe, expect, it } from 'vitest';
import { unfold } from '#server/http/body.ts';
import { reviewBody, reviewSortOf, voteBody } from './validation.ts';

describe('the review contract', () => {
  it('reads a plain form: scores by item id, pros and cons a line each, checkbox and radio values', () => {
    const form = unfold(
      Object.entries({
        product_id: '7',
        'scores[15]': '5',
        'scores[3]': '۴',
        text: '  خوب بود و به موقع رسید  ',
        pros: 'سبک\r\n\r\nارزان\n',
        cons: '',
        recommend: '-1',
        anonymous: '1',
      }),
    );
    expect(reviewBody.parse(form)).toEqual({
      product_id: 7,
      scores: [
        { item_id: 3, score: 4 },
        { item_id: 15, score: 5 },
      ],
      title: '',
      text: 'خوب بود و به موقع رسید',
      pros: ['سبک', 'ارزان'],
      cons: [],
      recommend: -1,
      anonymous: true,
    });
  });

  it('reads JSON: scores as a list, recommend by name', () => {
    const parsed = reviewBody.parse({ product_id: 7, scores: [{ item_id: 3, score: 2 }], text: 'متن به اندازهٔ کافی بلند', recommend: 'no_idea' });
    expect(parsed).toMatchObject({ scores: [{ item_id: 3, score: 2 }], recommend: 0, anonymous: false, pros: [] });
  });

  it('answers in Persian when scores are missing or malformed', () => {
    const result = reviewBody.safeParse({ product_id: 7, scores: [null], text: 'متن به اندازهٔ کافی بلند' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual(['به همهٔ معیارها امتیاز دهید', 'امتیاز هر معیار باید عددی از ۱ تا ۵ باشد']);
  });

  it('takes a vote as like true/false or type 1/-1, helpful by default', () => {
    expect(voteBody.parse({ id: 3 })).toEqual({ id: 3, vote: 1 });
    expect(voteBody.parse({ id: 3, like: false })).toEqual({ id: 3, vote: -1 });
    expect(voteBody.parse({ id: '3', like: '0' })).toEqual({ id: 3, vote: -1 });
    expect(voteBody.parse({ id: 3, type: -1 })).toEqual({ id: 3, vote: -1 });
    expect(voteBody.safeParse({ id: 3, like: 'maybe' }).success).toBe(false);
  });

  it('knows the sorts by their API and friendly names', () => {
    expect(['', '-created_at', '-likes', 'helpful', '-is_buyer'].map(reviewSortOf)).toEqual(['newest', 'newest', 'helpful', 'helpful', 'buyers']);
    expect(reviewSortOf('price')).toBeNull();
  });
});
