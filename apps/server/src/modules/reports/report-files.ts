import { PassThrough, Readable } from 'node:stream';
import { instantsOf } from '@portal/domain/console/periods';
import type { ReportRange } from '@portal/contract/console-reports';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { csvLines, csvText } from '../../lib/csv.ts';
import { filsToAed } from '../../lib/money.ts';
import { ledgerColumns, type Cell, type Column, type Language, type ReportTable } from './report-tables.ts';
import { purchaseInScope, rowsOf, type ReportScope } from './reports-service.ts';

/** Ledger rows read per query: the export walks the range in pages by (created_at, id), never holding it whole. */
const ledgerPage = 2000;

type LedgerRow = {
  id: number;
  at_key: string;
  at: string;
  kind: string;
  amount_fils: number;
  currency: string;
  provider: string;
  provider_ref: string;
  purchase_number: string;
  purchase_kind: string;
  bookings: string | null;
  store_order: string | null;
  postcard_order: string | null;
  refund_id: number | null;
};

/**
 * Every ledger entry of the range, oldest first, with what it paid for: the booking a refund gave back (or all
 * of the purchase's bookings for a charge), the store order or the postcard order. Read a page at a time.
 */
async function* ledgerRows(db: Database, range: ReportRange, scope: ReportScope): AsyncGenerator<Cell[]> {
  const { start, end } = instantsOf(range);
  const inScope = purchaseInScope(scope, sql`e.purchase_id`);
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: ReturnType<typeof sql> = after
      ? sql`and (e.created_at, e.id) > (${after.at}::timestamptz, ${after.id})`
      : sql``;
    const page = rowsOf<LedgerRow>(
      await db.execute(sql`
        select e.id, e.created_at::text as at_key,
          to_char(e.created_at at time zone 'Asia/Dubai', 'YYYY-MM-DD HH24:MI:SS') as at,
          e.kind, e.amount_fils, e.currency, e.provider, e.provider_ref, p.purchase_number, p.kind as purchase_kind,
          coalesce(rb.order_number,
            (select string_agg(b.order_number, ' ' order by b.id) from bookings b where b.purchase_id = e.purchase_id)) as bookings,
          (select o.order_number from store_orders o where o.purchase_id = e.purchase_id) as store_order,
          (select c.order_number from postcard_orders c where c.purchase_id = e.purchase_id) as postcard_order,
          e.refund_id
        from ledger_entries e
        join purchases p on p.id = e.purchase_id
        left join refunds r on r.id = e.refund_id
        left join bookings rb on rb.id = r.booking_id
        where e.created_at >= ${start} and e.created_at < ${end} ${cursor} and ${inScope}
        order by e.created_at, e.id
        limit ${ledgerPage}`),
    );
    for (const row of page) {
      yield [
        row.id,
        row.at,
        row.kind,
        filsToAed(row.amount_fils),
        row.currency,
        row.provider,
        row.provider_ref,
        row.purchase_number,
        row.purchase_kind,
        row.bookings,
        row.store_order,
        row.postcard_order,
        row.refund_id,
      ];
    }
    const last = page.at(-1);
    if (!last || page.length < ledgerPage) return;
    after = { at: last.at_key, id: last.id };
  }
}

const headersOf = (columns: Column[], lang: Language) => columns.map((column) => column.header[lang]);

// a byte order mark first, so spreadsheet programs read the Arabic names as UTF-8
const bom = '\uFEFF';

/** A report's tables as CSV: each table under its title, a blank line between tables. */
export function reportCsv(tables: ReportTable[], lang: Language): string {
  return (
    bom +
    tables.map((table) => csvText([table.title[lang]], []) + csvText(headersOf(table.columns, lang), table.rows)).join('\r\n')
  );
}

/** The ledger of a range as CSV, streamed a page of rows at a time. */
export function ledgerCsv(db: Database, range: ReportRange, scope: ReportScope, lang: Language): Readable {
  return Readable.from(
    (async function* () {
      yield bom + csvText(headersOf(ledgerColumns, lang), []);
      for await (const row of ledgerRows(db, range, scope)) yield csvLines([row]);
    })(),
  );
}

const numberFormats: Partial<Record<Column['kind'], string>> = { aed: '#,##0.00', count: '0', percent: '0.0' };

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, title: string, columns: Column[], lang: Language) {
  const sheet = workbook.addWorksheet(sheetName(title), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: lang === 'ae' }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.header[lang],
    width: column.kind === 'text' ? 28 : 16,
    style: numberFormats[column.kind] ? { numFmt: numberFormats[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/**
 * Writes a workbook to a stream as its rows come (exceljs's streaming writer commits each row and sheet, so a
 * large ledger is never held whole). Dates stay the text YYYY-MM-DD: a spreadsheet's date cell would need a
 * time zone the reader does not see.
 */
function workbookStream(fill: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  fill(workbook)
    .then(() => workbook.commit())
    .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** A report's tables as an Excel workbook, a sheet per table. */
export function reportWorkbook(tables: ReportTable[], lang: Language): Readable {
  return workbookStream(async (workbook) => {
    for (const table of tables) {
      const sheet = addSheet(workbook, table.title[lang], table.columns, lang);
      for (const row of table.rows) sheet.addRow(row).commit();
      sheet.commit();
    }
  });
}

/** The ledger of a range as an Excel workbook, streamed a page of rows at a time. */
export function ledgerWorkbook(db: Database, range: ReportRange, scope: ReportScope, lang: Language, title: string): Readable {
  return workbookStream(async (workbook) => {
    const sheet = addSheet(workbook, title, ledgerColumns, lang);
    for await (const row of ledgerRows(db, range, scope)) sheet.addRow(row).commit();
    sheet.commit();
  });
}
