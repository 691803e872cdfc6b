import type { BoundAction } from '../../http/actions.ts';

/** A package's sub-packages, meals, transports and option list (issue 15 Deliver 1). Admins only. */
export const packageExtraConsoleActions: BoundAction[] = [];
