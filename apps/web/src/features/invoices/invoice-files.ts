import { formatDate } from '@portal/domain/date-format';
import { invoiceImageTypes, maxInvoiceFileBytes, maxInvoiceFiles } from '@portal/contract/invoices';

export type FileProblem = 'type' | 'size';

/**
 * A first look at a chosen file, so the person hears at once what the server would refuse. The server
 * decides by the file's content (decision 011); here only the browser's type and the size are known.
 */
export function fileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(invoiceImageTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxInvoiceFileBytes) return 'size';
  return null;
}

/** The files chosen so far plus new ones, without repeats, at most `limit` (10, or 1 when resubmitting). */
export function mergeFiles<T extends { name: string; size: number; lastModified: number }>(
  current: readonly T[],
  added: readonly T[],
  limit: number = maxInvoiceFiles,
): { files: T[]; dropped: number } {
  const key = (f: T) => `${f.name}:${f.size}:${f.lastModified}`;
  const seen = new Set(current.map(key));
  const merged = [...current];
  for (const file of added) {
    if (seen.has(key(file))) continue;
    seen.add(key(file));
    merged.push(file);
  }
  if (limit === 1 && added.length > 0) {
    // replacing one invoice's image: the newest choice wins
    return { files: merged.slice(-1), dropped: 0 };
  }
  return { files: merged.slice(0, limit), dropped: Math.max(0, merged.length - limit) };
}

/** `?invoice=12` on /upload: the rejected invoice to submit again; anything else is a new upload. */
export function resubmitTarget(search: URLSearchParams): number | null {
  const value = search.get('invoice');
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** spec part 1 §2: the list shows the date, the part of created_at before the space, written DD/MM/YYYY (docs/decisions/059). */
export const invoiceDate = (createdAt: string) => formatDate(createdAt.split(' ')[0] ?? createdAt);
