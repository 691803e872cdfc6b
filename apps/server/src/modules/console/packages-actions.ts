import type { BoundAction } from '../../http/actions.ts';

/** Packages: every field of spec part 1 §3 Package (issue 15 Deliver 1). Admins only. */
export const packageConsoleActions: BoundAction[] = [];
