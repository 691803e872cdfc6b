import type { BoundAction } from '../../http/actions.ts';

/** Raffle and scratch campaigns (issue 15 Deliver 4). Admins only. */
export const campaignConsoleActions: BoundAction[] = [];
