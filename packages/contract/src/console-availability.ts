/** The console's availability and prices: time slots, tickets per date, closed dates, prices by date (issue 15 Deliver 2). */
export const consoleAvailabilityActions = [] as const;
