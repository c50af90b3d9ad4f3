// The public face of this module for islands and browser scripts: other code imports it only through here.
export { splitTender, tenderProblem } from './tender-math.ts';
