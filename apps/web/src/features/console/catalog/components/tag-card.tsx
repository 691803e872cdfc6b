import type { ConsoleTag } from '@portal/contract/console-destinations';
import { localized } from '../../../../lib/localized.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { BilingualName } from '../../shared/components/bilingual-name.tsx';

type TagCardProps = { tag: ConsoleTag; onRename: () => void; onDelete: () => void };

/**
 * One tag: slug, both names, its packages and the home section that shows it, with Rename and Delete. A
 * tag a home section shows has no Delete: the home page would lose a section, so the card says why.
 */
export function TagCard({ tag, onRename, onDelete }: TagCardProps) {
  const { t } = useTranslation();
  const name = localized(tag, 'name');
  return (
    <li className="tag-card">
      <div className="tag-card__names">
        <BilingualName
          as="h3"
          className="tag-card__name"
          otherClassName="tag-card__arabic-name"
          en={tag.name}
          ae={tag.arabic_name}
        />
        <p className="tag-card__slug">
          <bdi dir="ltr">/t/{tag.slug}</bdi>
        </p>
      </div>
      <p className="tag-card__facts">
        {t('console-destinations.tags.packages', { count: tag.packages })}
        {tag.home_section !== null && (
          <span className="state-badge state-badge--shown">
            {t('console-destinations.tags.home_section', { n: tag.home_section })}
          </span>
        )}
      </p>
      <div className="tag-card__actions">
        <button
          type="button"
          className="button button--plain"
          aria-label={t('console-destinations.tags.rename_named', { name })}
          onClick={onRename}
        >
          {t('console-destinations.tags.rename')}
        </button>
        {tag.home_section === null ? (
          <button
            type="button"
            className="link-button tag-card__delete"
            aria-label={t('console-destinations.tags.delete_named', { name })}
            onClick={onDelete}
          >
            {t('console-destinations.tags.delete')}
          </button>
        ) : (
          <p className="form-field__hint">{t('console-destinations.tags.on_home')}</p>
        )}
      </div>
    </li>
  );
}
