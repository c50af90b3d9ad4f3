import { faShell as fa } from '#i18n/fa-shell.ts';

/**
 * The phone menu's first link under a main category: «همه کالاهای» put
 * before «کالای دیجیتال» read «همه کالاهای کالای دیجیتال». A name that already says what the
 * things are keeps its own noun: «کالای …» becomes «همه کالاهای …», a plural noun («لوازم»,
 * «کالاهای», «محصولات») takes «همه» alone; any other name gets «همه کالاهای …»
 * («همه کالاهای آرایشی و بهداشتی», «همه کالاهای خانه و آشپزخانه»).
 */
const PLURAL_NOUNS = ['لوازم', 'کالاهای', 'محصولات', 'ابزارهای', 'اقلام'];

export function allOfCategory(name: string): string {
  const trimmed = name.trim();
  const [first = '', ...rest] = trimmed.split(/\s+/);
  if (first === 'کالای' && rest.length > 0) return `${fa.header.allOf} ${rest.join(' ')}`;
  if (PLURAL_NOUNS.includes(first)) return `${fa.header.all} ${trimmed}`;
  return `${fa.header.allOf} ${trimmed}`;
}
