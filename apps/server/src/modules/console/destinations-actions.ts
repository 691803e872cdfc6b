import type { BoundAction } from '../../http/actions.ts';

/** Destinations and tags (issue 15 Deliver 1). Admins only. */
export const destinationConsoleActions: BoundAction[] = [];
