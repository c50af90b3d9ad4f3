/** The customer club's face (docs/adr/0027): levels by delivered orders and what each gives. */
export { CLUB_LEVELS, clubFields, levelFor, nextLevel, type ClubLevel } from './levels.ts';
