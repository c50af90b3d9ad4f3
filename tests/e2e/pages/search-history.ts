import type { Page } from '@playwright/test';
import { Shell } from './shell';

/** A signed-in shopper's recent searches under the header search box (a grid popup of the combobox). */
export class RecentSearches {
  readonly shell: Shell;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
  }
  get box() {
    return this.shell.search;
  }
  get grid() {
    return this.page.getByRole('grid', { name: 'جستجوهای اخیر' });
  }
  /** The searches shown, in order (their links' names). */
  async queries() {
    return this.grid.getByRole('link').allInnerTexts();
  }
  link(query: string) {
    return this.grid.getByRole('link', { name: query, exact: true });
  }
  remove(query: string) {
    return this.grid.getByRole('button', { name: `حذف جستجوی ${query}`, exact: true });
  }
  get clearAll() {
    return this.grid.getByRole('button', { name: 'پاک کردن همه' });
  }
  /** Searches through the header form, as a shopper does (Enter with nothing highlighted). */
  async search(query: string) {
    await this.shell.search.fill(query);
    await this.shell.search.press('Enter');
    await this.page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === query);
  }
}
