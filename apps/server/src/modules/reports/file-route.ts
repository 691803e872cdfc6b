import {
  reportFiles,
  reportFormats,
  reportRangeInput,
  type ReportFile,
  type ReportRange,
} from '@portal/contract/console-reports';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { bearerToken, userForToken } from '../../http/auth.ts';
import { fieldErrors } from '../../http/dispatcher.ts';
import { AppError } from '../../http/errors.ts';
import { ledgerCsv, ledgerWorkbook, reportCsv, reportWorkbook } from './report-files.ts';
import { reportTables, reportTitles, type Language, type ReportData } from './report-tables.ts';
import { capacityReport, conversionReport, promotionsReport, salesReport, type ReportScope } from './reports-service.ts';

const fileParams = z.object({ file: z.enum(reportFiles), format: z.enum(reportFormats) });
const fileQuery = reportRangeInput.and(z.object({ lang: z.enum(['en', 'ae']).default('en') }));

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

async function reportData(
  db: Database,
  file: Exclude<ReportFile, 'ledger'>,
  range: ReportRange,
  scope: ReportScope,
  now: Date,
): Promise<ReportData> {
  switch (file) {
    case 'sales':
      return { file, report: await salesReport(db, range, scope, now) };
    case 'capacity':
      return { file, report: await capacityReport(db, range, scope) };
    case 'promotions':
      return { file, report: await promotionsReport(db, range, scope) };
    case 'conversion':
      return { file, report: await conversionReport(db, range, scope) };
  }
}

/**
 * GET /api/console-reports/<report>.<csv|xlsx>?from&to&grain&lang (contract reportFilePath): a report's file,
 * or the ledger's rows, for admins. The session is read afresh as for admin actions: 401 without a live one,
 * 403 for anyone not an admin, 400 with the failing fields for a range the report's action would refuse.
 * The ledger streams a page of rows at a time; a report is small (a row per period or per thing) and is built
 * whole before it streams.
 */
export function registerReportFiles(app: FastifyInstance, options: { db: Database; now: () => Date }): void {
  const { db } = options;
  app.get('/api/console-reports/:name', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const token = bearerToken(request.headers.authorization);
    const user = token ? await userForToken(db, token, options.now()) : null;
    if (!user) throw new AppError('login_required');
    if (user.role !== 'operator' || user.staffRole !== 'admin') throw new AppError('forbidden');
    const [file, format] = String((request.params as { name: string }).name).split('.');
    const params = fileParams.safeParse({ file, format });
    if (!params.success) throw new AppError('not_found');
    const query = fileQuery.safeParse(request.query);
    if (!query.success) throw new AppError('invalid_input', { fields: fieldErrors(query.error) });
    const { lang, ...range } = query.data;
    const language: Language = lang;
    const scope: ReportScope = 'all';
    const name = params.data.file;
    let body: Readable | string;
    if (name === 'ledger') {
      body =
        params.data.format === 'csv'
          ? ledgerCsv(db, range, scope, language)
          : ledgerWorkbook(db, range, scope, language, reportTitles.ledger[language]);
    } else {
      const tables = reportTables(await reportData(db, name, range, scope, options.now()));
      body = params.data.format === 'csv' ? reportCsv(tables, language) : reportWorkbook(tables, language);
    }
    const filename = `${name}-${range.from}-${range.to}.${params.data.format}`;
    return reply
      .header('content-type', contentTypes[params.data.format])
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(body);
  });
}
