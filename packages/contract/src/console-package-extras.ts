/** The console's a package's sub-packages, meals, transports and option list (issue 15 Deliver 1). */
export const consolePackageExtraActions = [] as const;
