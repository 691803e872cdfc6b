/** Public texts operators edit in the console: About, Terms, Privacy, promo codes, /seesharjah (issue 15 Deliver 3). */
export const siteContentActions = [] as const;
