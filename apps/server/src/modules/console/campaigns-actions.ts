import {
  addScratchStockAction,
  consoleRaffleCampaignAction,
  consoleRaffleCampaignsAction,
  consoleScratchCampaignAction,
  consoleScratchCampaignsAction,
  deleteRaffleCampaignAction,
  deleteScratchCampaignAction,
  saveRaffleCampaignAction,
  saveScratchCampaignAction,
  saveScratchPrizeAction,
  scratchPlaysCsvAction,
  scratchPlaysReportAction,
  withdrawScratchStockAction,
} from '@portal/contract/console-campaigns';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from './audit.ts';
import { deleteRaffleCampaign, listRaffleCampaigns, raffleCampaignById, saveRaffleCampaign } from './raffle-campaigns-service.ts';
import {
  addScratchStock,
  deleteScratchCampaign,
  listScratchCampaigns,
  saveScratchCampaign,
  saveScratchPrize,
  scratchCampaignById,
  scratchPlaysCsv,
  scratchPlaysReport,
  withdrawScratchStock,
} from './scratch-campaigns-service.ts';

/**
 * Raffle and scratch campaigns (decision 035). Admins only. Every change tells every process that
 * public data changed once it has committed, so raffleCampaign and raffleDraw answer anew at once.
 */
export const campaignConsoleActions: BoundAction[] = [
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
  bindAction(consoleScratchCampaignsAction, (input, ctx) => listScratchCampaigns(ctx.db, input)),
  bindAction(consoleScratchCampaignAction, async (input, ctx) => ({ data: await scratchCampaignById(ctx.db, input.id) })),
  bindAction(saveScratchCampaignAction, async (input, ctx) => {
    const data = await saveScratchCampaign(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteScratchCampaignAction, async (input, ctx) => {
    await deleteScratchCampaign(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(saveScratchPrizeAction, async (input, ctx) => {
    const data = await saveScratchPrize(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(addScratchStockAction, async (input, ctx) => {
    const data = await addScratchStock(ctx.db, requireUser(ctx).id, input.id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(withdrawScratchStockAction, async (input, ctx) => {
    const data = await withdrawScratchStock(ctx.db, requireUser(ctx).id, input.id, input.count);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(scratchPlaysReportAction, (input, ctx) => scratchPlaysReport(ctx.db, input.id, input)),
  bindAction(scratchPlaysCsvAction, (input, ctx) => scratchPlaysCsv(ctx.db, input.id)),
];
