import { BEAUTY_AND_HEALTH } from './catalog-beauty.ts';
import { CAR_ACCESSORIES } from './catalog-car.ts';
import { DIGITAL_DEVICES } from './catalog-digital.ts';
import { HOME_KITCHEN } from './catalog-home.ts';
import type { MainCategorySeed } from './types.ts';

/** The four main categories, in menu order (slugs fixed by the spec). */
export const CATALOG: MainCategorySeed[] = [DIGITAL_DEVICES, BEAUTY_AND_HEALTH, HOME_KITCHEN, CAR_ACCESSORIES];
