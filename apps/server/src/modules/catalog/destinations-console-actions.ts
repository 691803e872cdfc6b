import {
  consoleDestinationAction,
  consoleDestinationsAction,
  consoleTagsAction,
  deleteDestinationAction,
  deleteTagAction,
  saveDestinationAction,
  saveTagAction,
} from '@portal/contract/console-destinations';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
import {
  deleteDestination,
  listConsoleDestinations,
  readConsoleDestination,
  saveDestination,
} from './destinations-console-service.ts';
import { deleteTag, listConsoleTags, saveTag } from './destinations-tags-console-service.ts';

/**
 * Destinations and tags (decision 035). Admins only; the public destinations, packages,
 * HomeData and search answers show each change at once.
 */
export const destinationConsoleActions: BoundAction[] = [
  bindAction(consoleDestinationsAction, async (input, ctx) => {
    const { data, total } = await listConsoleDestinations(ctx.db, {
      q: input.q,
      state: input.state,
      page: input.page,
      perPage: input.per_page,
    });
    return { data, total, page: input.page, per_page: input.per_page };
  }),
  bindAction(consoleDestinationAction, async (input, ctx) => ({ data: await readConsoleDestination(ctx.db, input.id) })),
  bindAction(saveDestinationAction, async (input, ctx) => {
    const data = await saveDestination(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteDestinationAction, async (input, ctx) => {
    await deleteDestination(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(consoleTagsAction, async (input, ctx) => {
    const { data, total } = await listConsoleTags(ctx.db, { q: input.q, page: input.page, perPage: input.per_page });
    return { data, total, page: input.page, per_page: input.per_page };
  }),
  bindAction(saveTagAction, async (input, ctx) => {
    const data = await saveTag(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteTagAction, async (input, ctx) => {
    const { unlinkedPackages } = await deleteTag(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const, unlinked_packages: unlinkedPackages };
  }),
];
