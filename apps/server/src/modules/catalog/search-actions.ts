import { searchSuggestionsAction, searchTagsAction } from '@portal/contract/search';
import { bindAction, type BoundAction } from '../../http/actions.ts';
import { listSearchTags, suggestSearches } from './search-service.ts';

/**
 * Decision 028: binds the actions of packages/contract/src/search.ts (`search` itself is bound with the catalogue's).
 */
export const searchActions: BoundAction[] = [
  bindAction(searchSuggestionsAction, async (input, { db }) => suggestSearches(db, input.search_term)),
  bindAction(searchTagsAction, async (_input, { db }) => ({ data: await listSearchTags(db) })),
];
