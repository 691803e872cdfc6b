/** Issue 17 — H4: checkout you can come back to. */
export const pendingCheckoutActions = [] as const;
