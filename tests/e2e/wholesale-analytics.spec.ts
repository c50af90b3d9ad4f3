import { expect, test } from './fixtures';

/**
 * The wholesale storefront's own analytics container: on its host, the
 * container is asked for only after the visitor's first interaction (never while the page
 * loads), and the page's policy lets it run; the retail host never asks for it.
 */
const port = Number(process.env.E2E_PORT);
const WHOLESALE = `http://b2b.localhost:${port}`;
const isContainer = (url: string) => url.startsWith('https://www.googletagmanager.com/gtm.js');

test('the wholesale host loads its analytics container after the first interaction; retail never', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'once is enough');
  const asked: string[] = [];
  const violations: string[] = [];
  page.on('request', (r) => {
    if (isContainer(r.url())) asked.push(r.url());
  });
  // Offline here: answer the container's request ourselves, so nothing waits on the network.
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp(t: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });

  await page.goto(`${WHOLESALE}/`);
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(asked, 'nothing before an interaction').toEqual([]);
  await page.mouse.click(5, 5);
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('id=GTM-WHOLESALE');
  expect(violations).toEqual([]);

  asked.length = 0;
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.mouse.click(5, 5);
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await expect(page.locator('script[src="/analytics-loader.js"]')).toHaveCount(0);
});
