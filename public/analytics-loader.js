// The wholesale storefront's analytics container (issue 18 item 5), never on the retail
// host (src/layouts/Base.astro adds this script on the wholesale host only). It must not
// cost the page anything: this loader is deferred and tiny, and the container itself is
// fetched only after the visitor's first interaction, or once the page has been idle for
// a while. The container id comes from the tag's data-container (WHOLESALE_ANALYTICS_ID).
(() => {
  const id = document.currentScript && document.currentScript.dataset.container;
  if (!id) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    window.dataLayer = window.dataLayer || [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const tag = document.createElement('script');
    tag.async = true;
    tag.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(tag);
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'scroll']) addEventListener(type, load, { once: true, passive: true });
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1000));
  // Idle, but not before the page has had 10 seconds to itself.
  addEventListener('load', () => setTimeout(idle, 10000), { once: true });
})();
