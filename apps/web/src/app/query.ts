import { createQueryClient } from '../lib/query-client.ts';

/** The app's one query cache; route loaders use it to start a page's data request early. */
export const queryClient = createQueryClient();
