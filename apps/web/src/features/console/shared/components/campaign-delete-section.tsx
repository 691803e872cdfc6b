import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type CampaignDeleteSectionProps = {
  headingId: string;
  name: string;
  /** someone has played or entered: the campaign can only be disabled */
  inUse: boolean;
  enabled: boolean;
  inUseText: string;
  remove: () => Promise<unknown>;
  disable: () => Promise<unknown>;
  onDeleted: () => void;
};

/**
 * A campaign's Delete, asked first. One with plays or entries cannot go (in_use): the dialog says so and offers
 * to disable it instead, which hides it from visitors and keeps every entry whole. A disabled campaign with
 * entries has nothing left to do here.
 */
export function CampaignDeleteSection({
  headingId,
  name,
  inUse,
  enabled,
  inUseText,
  remove,
  disable,
  onDeleted,
}: CampaignDeleteSectionProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (inUse && !enabled) return null;
  return (
    <section className="campaign-delete" aria-labelledby={headingId}>
      <h2 id={headingId} className="review__heading">
        {inUse ? t('console-campaigns.disable_heading') : t('console-campaigns.delete_heading')}
      </h2>
      <button type="button" className="button button--plain" onClick={() => setAsking(true)}>
        {inUse ? t('console-campaigns.disable') : t('console-campaigns.delete')}
      </button>
      {asking && (
        <ConfirmDeleteDialog
          title={t('console-campaigns.delete_title', { name })}
          text={t('console-campaigns.delete_text')}
          confirmLabel={t('console-campaigns.delete')}
          run={remove}
          doneText={t('console-campaigns.deleted', { name })}
          onDeleted={onDeleted}
          onCancel={() => setAsking(false)}
          disableInstead={{
            inUse,
            label: t('console-campaigns.disable'),
            text: inUseText,
            run: disable,
            doneText: t('console-campaigns.disabled_done', { name }),
          }}
        />
      )}
    </section>
  );
}
