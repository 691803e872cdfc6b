import type { BoundAction } from '../../http/actions.ts';

/** Availability and prices: time slots, tickets per date, closed dates, prices by date (issue 15 Deliver 2). Admins only. */
export const availabilityConsoleActions: BoundAction[] = [];
