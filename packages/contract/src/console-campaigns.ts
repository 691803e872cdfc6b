/** The console's raffle and scratch campaigns (issue 15 Deliver 4). */
export const consoleCampaignActions = [] as const;
