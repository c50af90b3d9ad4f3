import type { AstroGlobal } from 'astro';
import { sessionUser } from '#modules/account/index.ts';
import { CLUB_LEVELS, levelFor } from '#modules/club/index.ts';
import { deliveredOrderCount } from '#modules/orders/index.ts';
import { getDatabase } from '#server/db/client.ts';
import { SESSION_COOKIE } from '#server/http/cookies.ts';
import { readLanding, type Landing } from './read-landing.ts';
import type { LandingPath } from './themes.ts';

/** The longest early access any club level has: within it, a signed-in visitor's landing may differ. */
const MAX_EARLY_MS = Math.max(...CLUB_LEVELS.map((l) => l.earlyAccessHours)) * 3_600_000;

/**
 * A landing page's data. Everyone of an audience sees the same page (served from the page
 * cache), except in the hours before a window opens: then a club member with early access
 * (club/levels.ts) shops it already, so a signed-in visitor's page is rendered for them and
 * marked no-store (the page cache keeps no personal page); guests still get the cached one.
 */
export async function pageLanding(astro: AstroGlobal, path: LandingPath): Promise<{ landing: Landing; now: Date }> {
  const { db } = await getDatabase();
  const now = new Date();
  const landing = await readLanding(db, path, now);
  const soon = landing.state === 'upcoming' && landing.window !== null && landing.window.startsAt.getTime() - now.getTime() <= MAX_EARLY_MS;
  if (!soon || !astro.cookies.get(SESSION_COOKIE)?.value) return { landing, now };
  astro.response.headers.set('Cache-Control', 'no-store');
  const user = await sessionUser(astro.cookies);
  const hours = user ? (levelFor(await deliveredOrderCount(db, user.id))?.earlyAccessHours ?? 0) : 0;
  return { landing: hours > 0 ? await readLanding(db, path, now, { earlyHours: hours }) : landing, now };
}
