import { postcardPlaceholders, type PostcardTemplate } from '@portal/contract/postcards';
import { Link } from '../../../components/link.tsx';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { postcardEditPath } from '../paths.ts';
import { TemplateThumbnail } from './template-card.tsx';

const thumbSizes = '(min-width: 768px) 170px, 40vw';

/**
 * The frames to choose from on the edit page (spec part 2 §2.7), the chosen one outlined and marked as the
 * current page; choosing another goes to its page, and the photo stays (it is in the draft, not the page).
 * The row scrolls inside itself on a phone rather than widening the page.
 */
export function TemplateStrip({ templates, chosenId }: { templates: readonly PostcardTemplate[]; chosenId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav className="template-strip" aria-label={t('postcards.edit.strip_label')}>
      <ul className="template-strip__list">
        {templates.map((template) => {
          const chosen = template.id === chosenId;
          return (
            <li key={template.id}>
              <Link
                className={chosen ? 'template-strip__item template-strip__item--chosen' : 'template-strip__item'}
                to={postcardEditPath(template.id)}
                aria-current={chosen ? 'page' : undefined}
              >
                <TemplateThumbnail path={template.image} sizes={thumbSizes} eager />
                <span className="template-strip__name">{localized(template, 'name', language)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function TemplateStripSkeleton() {
  return (
    <div className="template-strip" aria-hidden="true">
      <ul className="template-strip__list">
        {Array.from({ length: postcardPlaceholders.strip }, (_, i) => (
          <li key={i}>
            <div className="template-strip__item skeleton">
              <div className="postcard-thumb skeleton__block" />
              <div className="skeleton__line skeleton__line--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
