import type { Context } from 'hono';
import { publicOrigin } from '#routing/origin.ts';
import { variantOfHost } from '#routing/variant.ts';

/** The origin absolute URLs (bank callbacks, the page cache's keys) use: configured, never the raw Host header. */
export const originOf = (c: Context) => publicOrigin(variantOfHost(c.req.header('Host')), new URL(c.req.url));
