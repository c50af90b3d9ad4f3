export * from './rules.ts';
export * from './iran.ts';
export { messages } from './messages.ts';
