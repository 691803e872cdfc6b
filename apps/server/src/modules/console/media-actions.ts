import { consoleImagesAction, uploadConsoleImageAction } from '@portal/contract/console';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { storageFor } from '../../lib/storage/index.ts';
import { listConsoleImages, uploadConsoleImage } from './media-service.ts';

/** The console's pictures (decision 034): upload one, and list them for the picker. Admins only. */
export const mediaActions: BoundAction[] = [
  bindAction(uploadConsoleImageAction, async (_input, ctx) => ({
    data: await uploadConsoleImage(
      { db: ctx.db, storage: storageFor(ctx.config) },
      { operatorId: requireUser(ctx).id, files: ctx.files, now: ctx.now },
    ),
  })),
  bindAction(consoleImagesAction, async (input, ctx) => {
    const { data, total } = await listConsoleImages(ctx.db, {
      q: input.q,
      use: input.use,
      page: input.page,
      perPage: input.per_page,
    });
    return { data, total, page: input.page, per_page: input.per_page };
  }),
];
