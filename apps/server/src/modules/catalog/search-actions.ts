import type { BoundAction } from '../../http/actions.ts';

/** Issue 17: binds the actions of packages/contract/src/search.ts. */
export const searchActions: BoundAction[] = [];
