import type { BoundAction } from '../../http/actions.ts';

export const postcardCatalogueActions: BoundAction[] = [];
