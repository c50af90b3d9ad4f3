/**
 * The smallest amount each gateway takes for one online payment, in rials. Zarinpal's
 * payment request documents 10,000 rials (1,000 toman); the Shaparak gateways (SEP,
 * Behpardakht Mellat, Zibal) refuse less than the same 1,000 toman, and the sandbox bank
 * behaves like a real one so the rule is exercised outside production too. Pure and
 * dependency-free: the payment page shows the same split placement makes.
 */
export const DEFAULT_GATEWAY_MIN_RIAL = 10_000;

/** Per-gateway exceptions to the default; a bank with another floor is one line here. */
const MIN_RIAL: Readonly<Record<string, number>> = {};

export const gatewayMinimumRial = (gatewayId: string | undefined): number => (gatewayId && MIN_RIAL[gatewayId]) || DEFAULT_GATEWAY_MIN_RIAL;
