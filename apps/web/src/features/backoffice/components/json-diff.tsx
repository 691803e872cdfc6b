import { changeKind, diffRecords, formatAuditValue } from '../audit-diff.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A value cell: the text in its own direction (Arabic names read right to left inside an English page). */
function Value({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const text = formatAuditValue(value);
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

/**
 * A change's record field by field: before and after side by side, the changed fields highlighted and named as
 * changed for screen readers. A created or deleted record has one side only, so only its values are shown.
 */
export function JsonDiff({ before, after, caption }: { before: unknown; after: unknown; caption: string }) {
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
                  <code dir="ltr">{row.field || '—'}</code>
                  {highlighted && <span className="visually-hidden"> ({t('console.audit.changed_field')})</span>}
                </th>
                {kind !== 'created' && (
                  <td className="json-diff__before" data-label={beforeLabel}>
                    <Value value={row.before} />
                  </td>
                )}
                {kind !== 'deleted' && (
                  <td className="json-diff__after" data-label={afterLabel}>
                    <Value value={row.after} />
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
