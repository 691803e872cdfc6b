import { backofficeCampaignsAction, commitRaffleAction, drawRaffleAction } from '@portal/contract/backoffice';
import {
  consoleRaffleCampaignAction,
  consoleRaffleCampaignsAction,
  deleteRaffleCampaignAction,
  saveRaffleCampaignAction,
} from '@portal/contract/console-campaigns';
import { bindAction, requireUser, type ActionContext, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
import {
  deleteRaffleCampaign,
  listRaffleCampaigns,
  raffleCampaignById,
  saveRaffleCampaign,
} from './raffle-campaigns-console-service.ts';
import { commitDraw, listCampaigns, runDraw } from './raffle-draws-console-service.ts';

/**
 * Raffle campaigns (decision 035, admins only) and their draws (staff). Every change tells every process that
 * public data changed once it has committed, so raffleCampaign and raffleDraw answer anew at once.
 */
export const raffleConsoleActions: BoundAction[] = [
  bindAction(consoleRaffleCampaignsAction, (input, ctx) => listRaffleCampaigns(ctx.db, input)),
  bindAction(consoleRaffleCampaignAction, async (input, ctx) => ({ data: await raffleCampaignById(ctx.db, input.id) })),
  bindAction(saveRaffleCampaignAction, async (input, ctx) => {
    const data = await saveRaffleCampaign(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteRaffleCampaignAction, async (input, ctx) => {
    await deleteRaffleCampaign(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(backofficeCampaignsAction, async (_input, ctx) => ({ data: await listCampaigns(ctx.db) })),
  // the public raffle page (raffleDraw) shows the commitment, then the draw: cached answers go once committed
  bindAction(commitRaffleAction, async (input, ctx) =>
    publishedAfter(ctx, commitDraw(ctx.db, requireUser(ctx).id, input.campaign_id, ctx.now)),
  ),
  bindAction(drawRaffleAction, async (input, ctx) =>
    publishedAfter(ctx, runDraw(ctx.db, requireUser(ctx).id, input.campaign_id, ctx.now)),
  ),
];

/** A write's result, once its transaction has committed and every process was told public data changed. */
async function publishedAfter<T>(ctx: ActionContext, write: Promise<T>): Promise<T> {
  const result = await write;
  await publicDataChanged(ctx);
  return result;
}
