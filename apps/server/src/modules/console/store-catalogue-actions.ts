import type { BoundAction } from '../../http/actions.ts';

/** The store catalogue: design, products, variants, stock, collections, designers, tags (issue 15 Deliver 5). Admins only. */
export const storeCatalogueConsoleActions: BoundAction[] = [];
