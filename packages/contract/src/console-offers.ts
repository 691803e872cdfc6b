/** The console's coupons and voucher offers (issue 15 Deliver 4). */
export const consoleOfferActions = [] as const;
