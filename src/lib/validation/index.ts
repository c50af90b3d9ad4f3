export * from './rules';
export * from './iran';
export { messages } from './messages';
