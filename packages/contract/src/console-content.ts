/** The console's home and content: sliders, home page settings, pages, promo codes, /seesharjah (issue 15 Deliver 3). */
export const consoleContentActions = [] as const;
