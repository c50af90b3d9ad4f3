import { z } from 'zod';
import { email } from '../../lib/validation/rules.ts';

/** POST /v6/newsletter/subscribe */
export const newsletterSubscribe = z.object({ email: z.pipe(email(), z.string().max(254)) });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribe>;
