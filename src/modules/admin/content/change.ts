import { purgePages } from '#server/cache/page-version.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { staffChange, type Change, type StaffActor } from '#modules/staff/index.ts';

export type Editor = StaffActor;

type Tx = Parameters<Parameters<DbOrTx['transaction']>[0]>[0];

/**
 * Every content change: `content.edit` checked, the change (content's own, content/manage/)
 * and its audit row in one transaction (staff's staffChange), and the cached pages purged so the next request
 * shows it. The purge is the shop's one page version (server/cache/page-version.ts, the same
 * one catalog/cards.ts moves on a price change): moving it voids every cached page and
 * catalogue answer, so the pages that show the change (the home for sliders, banners and
 * campaigns, /faq, /page/<slug>, the seasonal pages) are all among them. It is moved inside
 * the transaction, and page-version sends a trailing purge after the commit.
 */
export function contentChange<T>(db: DbOrTx, editor: Editor, action: string, change: (tx: Tx) => Promise<Change<T>>): Promise<T> {
  return staffChange(
    db,
    editor.staff,
    'content.edit',
    action,
    async (tx) => {
      const done = await change(tx);
      purgePages();
      return done;
    },
    editor.ip,
  );
}
