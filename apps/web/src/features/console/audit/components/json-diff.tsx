import { changeKind, diffRecords } from '../audit-diff.ts';
import { fieldLabel, formatFieldValue } from '../audit-texts.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';

type ValueProps = { value: unknown; entity: string; field: string; record: Record<string, unknown> };

/** A value cell as people read it, in its own direction (Arabic names read right to left inside an English page). */
function Value({ value, entity, field, record }: ValueProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = formatFieldValue(value, { t, language, entity, field, record });
  if (!text) {
    return (
      <span className="json-diff__none">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('console.audit.no_value')}</span>
      </span>
    );
  }
  return <bdi dir="auto">{text}</bdi>;
}

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

type JsonDiffProps = { entity: string; before: unknown; after: unknown; caption: string };

/**
 * A change's record field by field: before and after side by side, each field by its label, the changed fields
 * highlighted and named as changed for screen readers. A created or deleted record has one side only, so only its
 * values are shown.
 */
export function JsonDiff({ entity, before, after, caption }: JsonDiffProps) {
  const { t } = useTranslation();
  const kind = changeKind(before, after);
  const rows = diffRecords(before, after);
  if (rows.length === 0) return null;
  // a created or deleted record has one side: its column is just the value
  const beforeLabel = t(kind === 'deleted' ? 'console.audit.value' : 'console.audit.before');
  const afterLabel = t(kind === 'created' ? 'console.audit.value' : 'console.audit.after');
  return (
    <div className="json-diff">
      <table className={kind === 'changed' ? 'json-diff__table' : 'json-diff__table json-diff__table--one-side'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.audit.field')}</th>
            {kind !== 'created' && <th scope="col">{beforeLabel}</th>}
            {kind !== 'deleted' && <th scope="col">{afterLabel}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const highlighted = kind === 'changed' && row.changed;
            const muted = kind === 'changed' && !row.changed;
            const rowClass = highlighted ? ' json-diff__row--changed' : muted ? ' json-diff__row--same' : '';
            return (
              <tr key={row.field} className={`json-diff__row${rowClass}`}>
                <th scope="row">
                  {fieldLabel(t, entity, row.field)}
                  {highlighted && <span className="visually-hidden"> ({t('console.audit.changed_field')})</span>}
                </th>
                {kind !== 'created' && (
                  <td className="json-diff__before" data-label={beforeLabel}>
                    <Value value={row.before} entity={entity} field={row.field} record={recordOf(before)} />
                  </td>
                )}
                {kind !== 'deleted' && (
                  <td className="json-diff__after" data-label={afterLabel}>
                    <Value value={row.after} entity={entity} field={row.field} record={recordOf(after)} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
