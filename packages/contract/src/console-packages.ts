/** The console's packages: every field of spec part 1 §3 Package (issue 15 Deliver 1). */
export const consolePackageActions = [] as const;
