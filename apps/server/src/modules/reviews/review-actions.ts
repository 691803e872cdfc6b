import type { BoundAction } from '../../http/actions.ts';

/** Issue 17: binds the actions of packages/contract/src/reviews.ts. */
export const reviewActions: BoundAction[] = [];
