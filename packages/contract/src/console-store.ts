/** The console's the store catalogue: design, products, variants, stock, collections, designers, tags (issue 15 Deliver 5). */
export const consoleStoreActions = [] as const;
