import { showToast } from '#ui/toast/store.ts';
import { toastFailure as fail } from '#ui/toast/failure.ts';
import { listCalls } from './client.ts';

/** Wish-list hearts and "let me know" buttons, loaded on the first tap (enhance.ts). */

export async function wishItem(productId: number, on: boolean): Promise<boolean> {
  try {
    const answer = on ? await listCalls.wish(productId) : await listCalls.unwish(productId);
    if (answer.msg) showToast(answer.msg, 'success');
    return true;
  } catch (err) {
    fail(err);
    return false;
  }
}

export async function letMeKnow(varietyId: number): Promise<boolean> {
  try {
    const answer = await listCalls.letMeKnow(varietyId);
    if (answer.msg) showToast(answer.msg, 'success');
    return true;
  } catch (err) {
    fail(err);
    return false;
  }
}

export async function wishedOf(productIds: number[]): Promise<number[]> {
  try {
    const ids: number[] = [];
    for (let i = 0; i < productIds.length; i += 100) ids.push(...(await listCalls.wished(productIds.slice(i, i + 100))).data.ids);
    return ids;
  } catch {
    return [];
  }
}
