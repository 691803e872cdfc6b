import {
  reportCapacityAction,
  reportConversionAction,
  reportPromotionsAction,
  reportSalesAction,
} from '@portal/contract/console-reports';
import { bindAction, type BoundAction } from '../../http/actions.ts';
import { capacityReport, conversionReport, promotionsReport, salesReport } from './reports-service.ts';

/** The console's reports, for admins: every figure of the portal (scope `all`). */
export const reportActions: BoundAction[] = [
  bindAction(reportSalesAction, async (input, ctx) => ({ data: await salesReport(ctx.db, input, 'all', ctx.now) })),
  bindAction(reportCapacityAction, async (input, ctx) => ({ data: await capacityReport(ctx.db, input, 'all') })),
  bindAction(reportPromotionsAction, async (input, ctx) => ({ data: await promotionsReport(ctx.db, input, 'all') })),
  bindAction(reportConversionAction, async (input, ctx) => ({ data: await conversionReport(ctx.db, input, 'all') })),
];
