import type { BoundAction } from '../../http/actions.ts';

/** The postcard service's actions (spec part 2 §7; issue 14). */
export const postcardActions: BoundAction[] = [];
