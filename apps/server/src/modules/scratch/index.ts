/** Scratch cards, and the console's scratch campaigns (docs/decisions/052). */
export { scratchActions } from './scratch-actions.ts';
export { scratchConsoleActions } from './scratch-console-actions.ts';
