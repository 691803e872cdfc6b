import type { ActionOutput } from '@portal/contract/action';
import {
  reportFilePath,
  type ReportFile,
  type ReportFormat,
  type ReportRange,
  type reportCapacityAction,
  type reportConversionAction,
  type reportPromotionsAction,
  type reportSalesAction,
} from '@portal/contract/console-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { fetchAuthorizedBlob, saveBlob } from '../../../../lib/authorized-files.ts';
import type { Language } from '../../../../lib/language.ts';
import { useSignedIn } from '../../../../lib/session.ts';
import type { ReportName } from '../report-range.ts';

export type ReportOutputs = {
  sales: ActionOutput<typeof reportSalesAction>['data'];
  capacity: ActionOutput<typeof reportCapacityAction>['data'];
  promotions: ActionOutput<typeof reportPromotionsAction>['data'];
  conversion: ActionOutput<typeof reportConversionAction>['data'];
};

const actionOf = {
  sales: 'reportSales',
  capacity: 'reportCapacity',
  promotions: 'reportPromotions',
  conversion: 'reportConversion',
} as const satisfies Record<ReportName, string>;

/** Under the per-user 'accounts' key, so signing out (or in as someone else) drops it. */
export const reportQueryOptions = <N extends ReportName>(name: N, range: ReportRange) =>
  queryOptions({
    queryKey: ['accounts', 'console', 'reports', name, range.from, range.to, range.grain] as const,
    queryFn: async ({ signal }) => {
      // the four reports take the same fields; the answer is the one of the report asked for
      const action: (typeof actionOf)[ReportName] = actionOf[name];
      const fields = { from: range.from, to: range.to, grain: range.grain };
      const answer = unwrap(await callAction(action, fields, { auth: true, signal, quiet: true }));
      return answer.data as ReportOutputs[N];
    },
    retry: false,
  });

export function useReport<N extends ReportName>(name: N, range: ReportRange) {
  const signedIn = useSignedIn();
  return useQuery({ ...reportQueryOptions(name, range), enabled: signedIn });
}

/** Fetches a report's file (or the ledger) with the admin's token and saves it under the server's name. */
export async function downloadReportFile(file: ReportFile, format: ReportFormat, range: ReportRange, language: Language) {
  const blob = await fetchAuthorizedBlob(reportFilePath(file, format, range, language));
  saveBlob(blob, `${file}-${range.from}-${range.to}.${format}`);
}
