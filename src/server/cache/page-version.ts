/**
 * A counter that changes whenever something shown on catalogue pages changes (a price,
 * stock, a promotion, content). Cached pages remember the value they were made with and
 * are thrown away once it moves. In-process: with several app processes each purges its
 * own cache, and the short page TTL bounds how stale another process can be.
 */
let version = 0;

export const pageVersion = () => version;

export function purgePages(): void {
  version++;
}
