// `npm run staff-code`: the demo staff's second-factor code for this moment (README "Demo
// accounts"). Their secret is published, so it is development only: production disables them.
import './lib/node-version.mjs';

const { DEMO_TOTP_SECRET } = await import('#app/seed/accounts.ts');
const { totpCode, TOTP_PERIOD } = await import('#modules/staff/totp.ts');
const left = TOTP_PERIOD - (Math.floor(Date.now() / 1000) % TOTP_PERIOD);
console.log(`${totpCode(DEMO_TOTP_SECRET)}  (good for ${left} s more, and the 30 s after)`);
process.exit(0);
