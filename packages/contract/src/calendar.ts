/** Issue 17 — H2: the package calendar (prices, peak, sold-out and closed days) and the facts shown up front. */
export const calendarActions = [] as const;
