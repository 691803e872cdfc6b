/** The console's destinations and tags (issue 15 Deliver 1). */
export const consoleDestinationActions = [] as const;
