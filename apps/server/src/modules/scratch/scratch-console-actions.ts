import {
  addScratchStockAction,
  consoleScratchCampaignAction,
  consoleScratchCampaignsAction,
  deleteScratchCampaignAction,
  saveScratchCampaignAction,
  saveScratchPrizeAction,
  scratchPlaysCsvAction,
  scratchPlaysReportAction,
  withdrawScratchStockAction,
} from '@portal/contract/console-campaigns';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
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
} from './scratch-campaigns-console-service.ts';

/** Scratch campaigns (decision 035). Admins only. Every change tells every process that public data changed once it has committed. */
export const scratchConsoleActions: BoundAction[] = [
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
