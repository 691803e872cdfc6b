/** Issue 17 — H6: tickets that travel. */
export const ticketActions = [] as const;
