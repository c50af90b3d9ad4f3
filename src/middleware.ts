import { defineMiddleware } from 'astro:middleware';

/**
 * Page middleware: variant, identity, redirects and guards (the routing issue fills in
 * src/routing/). For now every request is the retail storefront.
 */
export const onRequest = defineMiddleware((context, next) => {
  context.locals.variant = 'retail';
  return next();
});
