import type { BoundAction } from '../../http/actions.ts';

/** Not built yet. */
export const storeFulfilmentActions: BoundAction[] = [];
