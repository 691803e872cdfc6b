/** One field of an audited record: its value before and after the change, and whether the change touched it. */
export type FieldChange = { field: string; before: unknown; after: unknown; changed: boolean };

/** What a change did to its record: made it (nothing before), removed it (nothing after) or changed it. */
export type ChangeKind = 'created' | 'deleted' | 'changed';

export function changeKind(before: unknown, after: unknown): ChangeKind {
  if (before === null || before === undefined) return 'created';
  if (after === null || after === undefined) return 'deleted';
  return 'changed';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A record's fields as dot paths (`address.city`), so a nested object's changed leaf is named, not the whole
 * object. Arrays stay whole: their items have no names to show. A value that is not a record is one field ''.
 */
function leaves(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (!isRecord(value)) {
    if (value !== null && value !== undefined) out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(child) && Object.keys(child).length > 0) leaves(child, path, out);
    else out.set(path, child);
  }
  return out;
}

/** Equal as the log stores them (JSON); a missing field and null both mean "no value". */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields of a change side by side, in the record's own order (fields only the new version has come last).
 * Every field is listed, so the reader sees the record whole; `changed` marks what to highlight.
 */
export function diffRecords(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before);
  const now = leaves(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields.map((field) => {
    const was = old.get(field);
    const is = now.get(field);
    return { field, before: was, after: is, changed: !sameValue(was, is) };
  });
}
