import type { BoundAction } from '../../http/actions.ts';

/** Home and content: sliders, home page settings, pages, promo codes, /seesharjah (issue 15 Deliver 3). Admins only. */
export const contentConsoleActions: BoundAction[] = [];
