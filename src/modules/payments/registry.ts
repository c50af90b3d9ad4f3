import { config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { GatewayOption } from '#modules/checkout/index.ts';
import type { Gateway } from './gateway.ts';
import { BANK_WINDOW_MS } from './gateways/http.ts';
import { BEHPARDAKHT_ID, BEHPARDAKHT_TITLE, behpardakhtGateway } from './gateways/behpardakht.ts';
import { SANDBOX_ID, sandboxGateway } from './gateways/sandbox.ts';
import { SEP_ID, SEP_TITLE, sepGateway } from './gateways/sep.ts';
import { ZARINPAL_ID, ZARINPAL_TITLE, zarinpalGateway } from './gateways/zarinpal.ts';
import { ZIBAL_ID, ZIBAL_TITLE, zibalGateway } from './gateways/zibal.ts';

/**
 * The gateways this build knows, and which of them the shop offers (config.paymentGateways,
 * first the default). A new bank is one adapter file and one line here.
 */
const KNOWN: Readonly<Record<string, { title: string; make: (db: Db) => Gateway }>> = {
  [SANDBOX_ID]: { title: 'درگاه آزمایشی (بانک شبیه‌سازی‌شده)', make: sandboxGateway },
  // The real banks read their settings on each use (config.ts), so tests can point them at fakes.
  [ZARINPAL_ID]: { title: ZARINPAL_TITLE, make: () => zarinpalGateway(config.zarinpal) },
  [SEP_ID]: { title: SEP_TITLE, make: () => sepGateway(config.sep) },
  [BEHPARDAKHT_ID]: { title: BEHPARDAKHT_TITLE, make: () => behpardakhtGateway(config.mellat) },
  [ZIBAL_ID]: { title: ZIBAL_TITLE, make: () => zibalGateway(config.zibal) },
};

/** What the payment page offers, default first. */
export function offeredGateways(): GatewayOption[] {
  return config.paymentGateways.filter((id) => KNOWN[id]).map((id) => ({ id, title: KNOWN[id]!.title }));
}

/**
 * A gateway to talk to: any known one (a callback for an attempt made before the
 * configuration changed must still verify), except the sandbox in production.
 */
export function gatewayById(db: Db, id: string): Gateway | null {
  if (id === SANDBOX_ID && config.isProduction) return null;
  return KNOWN[id]?.make(db) ?? null;
}

/** How long a shopper may still be paying at this gateway's page (Gateway.windowMs; the usual window for one no longer known). */
export function bankWindowMs(db: Db, id: string): number {
  return gatewayById(db, id)?.windowMs ?? BANK_WINDOW_MS;
}

export function knownGatewayIds(): string[] {
  return Object.keys(KNOWN).filter((id) => !(id === SANDBOX_ID && config.isProduction));
}
