/** Issue 17 — H5: typo-tolerant bilingual search. */
export const searchActions = [] as const;
