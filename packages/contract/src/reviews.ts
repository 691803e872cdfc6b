/** Issue 17 — H3: verified reviews. */
export const reviewActions = [] as const;
