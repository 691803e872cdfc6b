import type {
  CapacityReport,
  ConversionReport,
  PromotionsReport,
  ReportFile,
  SalesReport,
} from '@portal/contract/console-reports';

export type Language = 'en' | 'ae';
export type Cell = string | number | null;
/** How a column's values are written in a workbook: AED with two decimals, whole numbers, percent, or text. */
export type ColumnKind = 'text' | 'date' | 'aed' | 'count' | 'percent';
export type Column = { header: Record<Language, string>; kind: ColumnKind };
/** One table of a report file: a sheet of the workbook, a block of the CSV. */
export type ReportTable = { title: Record<Language, string>; columns: Column[]; rows: Cell[][] };

const col = (en: string, ae: string, kind: ColumnKind): Column => ({ header: { en, ae }, kind });

const period = [col('Period start', 'بداية الفترة', 'date'), col('Period end', 'نهاية الفترة', 'date')];
const money = [
  col('Sales (AED)', 'المبيعات (درهم)', 'aed'),
  col('Refunds (AED)', 'المبالغ المستردة (درهم)', 'aed'),
  col('Net (AED)', 'الصافي (درهم)', 'aed'),
];
const named = (en: string, ae: string) => [
  col('ID', 'الرقم', 'count'),
  col(en, ae, 'text'),
  col(`${en} (Arabic)`, `${ae} (بالعربية)`, 'text'),
];
const conversion = [
  col('Checkouts started', 'عمليات دفع بدأت', 'count'),
  col('Paid', 'مدفوعة', 'count'),
  col('Paid (%)', 'نسبة الدفع (٪)', 'percent'),
];

const figures = (row: { sales: number; refunds: number; net: number }) => [row.sales, row.refunds, row.net];

/** The periods of a report with its figures' columns, and a last row of the range's totals. */
function periodsTable<T>(
  columns: Column[],
  periods: (T & { period: string; period_end: string })[],
  totals: T,
  values: (row: T) => Cell[],
): ReportTable {
  return {
    title: { en: 'By period', ae: 'حسب الفترة' },
    columns: [...period, ...columns],
    rows: [...periods.map((row) => [row.period, row.period_end, ...values(row)]), ['Total', null, ...values(totals)]],
  };
}

function salesTables(report: SalesReport): ReportTable[] {
  const byThing = (title: Record<Language, string>, what: [string, string], rows: SalesReport['by_package']) => ({
    title,
    columns: [...named(...what), ...money],
    rows: rows.map((row) => [row.id, row.name, row.arabic_name, ...figures(row)]),
  });
  return [
    periodsTable(money, report.periods, report.totals, figures),
    byThing({ en: 'By destination', ae: 'حسب الوجهة' }, ['Destination', 'الوجهة'], report.by_destination),
    byThing({ en: 'By package', ae: 'حسب الباقة' }, ['Package', 'الباقة'], report.by_package),
    byThing({ en: 'By product', ae: 'حسب المنتج' }, ['Product', 'المنتج'], report.by_product),
    {
      title: { en: 'By channel', ae: 'حسب القناة' },
      columns: [col('Channel', 'القناة', 'text'), ...money],
      rows: report.by_channel.map((row) => [row.channel, ...figures(row)]),
    },
  ];
}

function capacityTables(report: CapacityReport): ReportTable[] {
  return [
    {
      title: { en: 'By time slot', ae: 'حسب الموعد' },
      columns: [
        ...named('Package', 'الباقة'),
        col('Time slot', 'الموعد', 'text'),
        col('Dates', 'الأيام', 'count'),
        col('Tickets offered', 'التذاكر المتاحة', 'count'),
        col('Tickets taken', 'التذاكر المحجوزة', 'count'),
        col('Taken (%)', 'نسبة الإشغال (٪)', 'percent'),
      ],
      rows: report.slots.map((row) => [
        row.package_id,
        row.package_name,
        row.package_arabic_name,
        row.time_slot,
        row.dates,
        row.capacity,
        row.taken,
        row.percent,
      ]),
    },
    {
      title: { en: 'By period', ae: 'حسب الفترة' },
      columns: [
        ...period,
        col('Tickets offered', 'التذاكر المتاحة', 'count'),
        col('Tickets taken', 'التذاكر المحجوزة', 'count'),
        col('Taken (%)', 'نسبة الإشغال (٪)', 'percent'),
      ],
      rows: report.periods.map((row) => [row.period, row.period_end, row.capacity, row.taken, row.percent]),
    },
  ];
}

function promotionsTables(report: PromotionsReport): ReportTable[] {
  return [
    {
      title: { en: 'Coupons', ae: 'رموز الخصم' },
      columns: [
        col('ID', 'الرقم', 'count'),
        col('Code', 'الرمز', 'text'),
        col('Uses', 'مرات الاستخدام', 'count'),
        col('Discount (AED)', 'الخصم (درهم)', 'aed'),
        col('Sales (AED)', 'المبيعات (درهم)', 'aed'),
      ],
      rows: report.coupons.map((row) => [row.coupon_id, row.code, row.uses, row.discount, row.sales]),
    },
    {
      title: { en: 'Vouchers', ae: 'القسائم' },
      columns: [
        ...named('Voucher', 'القسيمة'),
        col('Codes issued', 'الرموز الصادرة', 'count'),
        col('Codes redeemed', 'الرموز المستعملة', 'count'),
      ],
      rows: report.vouchers.map((row) => [row.voucher_id, row.name, row.arabic_name, row.issued, row.redeemed]),
    },
  ];
}

function conversionTables(report: ConversionReport): ReportTable[] {
  const values = (row: ConversionReport['totals']) => [row.started, row.paid, row.rate];
  return [
    periodsTable(conversion, report.periods, report.totals, values),
    {
      title: { en: 'By kind', ae: 'حسب النوع' },
      columns: [col('Kind', 'النوع', 'text'), ...conversion],
      rows: report.by_kind.map((row) => [row.kind, ...values(row)]),
    },
  ];
}

export type ReportData =
  | { file: 'sales'; report: SalesReport }
  | { file: 'capacity'; report: CapacityReport }
  | { file: 'promotions'; report: PromotionsReport }
  | { file: 'conversion'; report: ConversionReport };

/** The tables of a report's file, in the order the report page shows them. */
export function reportTables(data: ReportData): ReportTable[] {
  switch (data.file) {
    case 'sales':
      return salesTables(data.report);
    case 'capacity':
      return capacityTables(data.report);
    case 'promotions':
      return promotionsTables(data.report);
    case 'conversion':
      return conversionTables(data.report);
  }
}

/** The ledger export's columns, one row per ledger entry. */
export const ledgerColumns: Column[] = [
  col('Entry', 'القيد', 'count'),
  col('Time (Dubai)', 'الوقت (دبي)', 'text'),
  col('Kind', 'النوع', 'text'),
  col('Amount (AED)', 'المبلغ (درهم)', 'aed'),
  col('Currency', 'العملة', 'text'),
  col('Provider', 'مزود الدفع', 'text'),
  col('Provider reference', 'مرجع مزود الدفع', 'text'),
  col('Purchase', 'عملية الشراء', 'text'),
  col('Purchase kind', 'نوع الشراء', 'text'),
  col('Bookings', 'الحجوزات', 'text'),
  col('Store order', 'طلب المتجر', 'text'),
  col('Postcard order', 'طلب البطاقة البريدية', 'text'),
  col('Refund', 'الاسترداد', 'count'),
];

export const reportTitles: Record<ReportFile, Record<Language, string>> = {
  sales: { en: 'Sales', ae: 'المبيعات' },
  capacity: { en: 'Capacity', ae: 'الإشغال' },
  promotions: { en: 'Promotions', ae: 'العروض الترويجية' },
  conversion: { en: 'Conversion', ae: 'التحويل' },
  ledger: { en: 'Ledger', ae: 'دفتر الحركات' },
};
