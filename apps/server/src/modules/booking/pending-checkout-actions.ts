import type { BoundAction } from '../../http/actions.ts';

/** Issue 17: binds the actions of packages/contract/src/pending-checkout.ts. */
export const pendingCheckoutActions: BoundAction[] = [];
