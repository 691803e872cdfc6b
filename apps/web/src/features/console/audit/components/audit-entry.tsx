import { formatDateTime } from '@portal/domain/date-format';
import type { AuditEntry } from '@portal/contract/console';
import { Link } from '../../../../components/link.tsx';
import { Trans, useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { changeKind } from '../audit-diff.ts';
import { auditLogSearch } from '../../shared/audit-log-filters.ts';
import { operatorName, recordName, sentenceKey, sentenceValues } from '../audit-texts.ts';
import { JsonDiff } from './json-diff.tsx';

/** The name of a kind of record in the current language, or its identifier for a kind this build has no text for. */
export function useEntityLabel(): (entity: string) => string {
  const { t } = useTranslation();
  return (entity) => t(`console.audit.entities.${entity}`, { defaultValue: entity });
}

/** A Dubai wall time of an answer ("2026-03-04 09:15:00") as the instant a <time> element carries. */
const isoOfDubaiTimestamp = (timestamp: string) => `${timestamp.replace(' ', 'T')}+04:00`;

/**
 * One change in the log: when, then a sentence of who did what to which record ("Sara Ahmed changed coupon
 * SUMMER10"), and the record's fields before and after. The action's identifier stays on the item (data-action)
 * for those who trace an entry to the code.
 */
export function AuditEntryView({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const entityLabel = useEntityLabel();
  const kind = changeKind(entry.before, entry.after);
  // the record's whole history: this entity and id, by every operator on every day
  const history = auditLogSearch({
    entity: entry.entity,
    entityId: entry.entity_id,
    operatorId: null,
    from: '',
    to: '',
    page: 1,
  });
  return (
    <li className="audit-entry" data-action={entry.action}>
      <div className="audit-entry__head">
        <span className={`audit-kind audit-kind--${kind}`}>{t(`console.audit.kinds.${kind}`)}</span>
        <span className="audit-entry__record">
          {entityLabel(entry.entity)}{' '}
          <Link
            to={`?${history.toString()}`}
            aria-label={t('console.audit.history_of', { entity: entityLabel(entry.entity), id: entry.entity_id })}
          >
            <bdi dir="ltr">#{entry.entity_id}</bdi>
          </Link>
        </span>
        <time className="audit-entry__when" dateTime={isoOfDubaiTimestamp(entry.created_at)}>
          {formatDateTime(entry.created_at)}
        </time>
      </div>
      <p className="audit-entry__sentence">
        <Trans
          i18nKey={sentenceKey(entry)}
          values={{
            ...sentenceValues(entry, t, language),
            who: operatorName(entry.operator),
            record: recordName(entry, language),
          }}
          components={{ who: <strong dir="auto" />, record: <bdi className="audit-entry__name" /> }}
        />
      </p>
      {entry.operator.name && entry.operator.email && (
        <p className="audit-entry__by">
          <bdi dir="ltr" className="audit-entry__email">
            {entry.operator.email}
          </bdi>
        </p>
      )}
      <JsonDiff
        entity={entry.entity}
        before={entry.before}
        after={entry.after}
        caption={t('console.audit.diff_caption', { entity: entityLabel(entry.entity), id: entry.entity_id })}
      />
    </li>
  );
}
