import {
  consolePostcardTemplatesAction,
  deletePostcardTemplateAction,
  savePostcardTemplateAction,
} from '@portal/contract/console';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
import { consolePostcardTemplates, deletePostcardTemplate, savePostcardTemplate } from './postcard-catalogue-console-service.ts';

/** The postcard templates catalogue (decision 035). Admins only; postCards shows each change at once. */
export const postcardCatalogueConsoleActions: BoundAction[] = [
  bindAction(consolePostcardTemplatesAction, async (_input, ctx) => ({ data: await consolePostcardTemplates(ctx.db) })),
  bindAction(savePostcardTemplateAction, async (input, ctx) => {
    const data = await savePostcardTemplate(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deletePostcardTemplateAction, async (input, ctx) => {
    await deletePostcardTemplate(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
];
