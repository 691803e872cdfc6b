import { postcardPlaceholders, type PostcardTemplate } from '@portal/contract/postcards';
import { useId } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { splitTemplates, usePostcardTemplates } from '../api/templates.ts';
import { TemplateCard, TemplateCardSkeleton, TemplateThumbnail } from '../components/template-card.tsx';
import { chooseTemplate } from '../lib/draft.ts';
import { postcardEditPath, postcardMessagePath } from '../paths.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The hero, with a few of the ready-made cards fanned out beside the text on wide screens (decoration). */
function PostcardsHero({ cards }: { cards: readonly PostcardTemplate[] }) {
  const { t } = useTranslation();
  return (
    <header className="postcards-hero">
      <div className="postcards-hero__inner container">
        <div className="postcards-hero__text">
          <h1 className="postcards-hero__heading">{t('postcards.list.hero_heading')}</h1>
          <p className="postcards-hero__intro">{t('postcards.list.hero_text')}</p>
        </div>
        {cards.length > 0 && (
          <div className="postcards-hero__cards" aria-hidden="true">
            {cards.slice(0, 3).map((card) => (
              <TemplateThumbnail key={card.id} path={card.image} sizes="220px" eager />
            ))}
          </div>
        )}
      </div>
    </header>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('postcards.list.loading')}
      </p>
      <ul className="card-grid postcard-grid">
        {Array.from({ length: postcardPlaceholders.list }, (_, i) => (
          <li key={i}>
            <TemplateCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}

type SectionProps = {
  heading: string;
  intro: string;
  templates: readonly PostcardTemplate[];
  /** where a card goes, and what choosing it does first */
  target: (template: PostcardTemplate) => { to: string; onChoose?: () => void };
  eagerImages: number;
};

function TemplateSection({ heading, intro, templates, target, eagerImages }: SectionProps) {
  const headingId = useId();
  if (templates.length === 0) return null;
  return (
    <section className="postcard-section" aria-labelledby={headingId}>
      <h2 className="section-head__title" id={headingId}>
        {heading}
      </h2>
      <p className="postcard-section__intro">{intro}</p>
      <ul className="card-grid postcard-grid">
        {templates.map((template, index) => (
          <li key={template.id}>
            <TemplateCard template={template} {...target(template)} eagerImage={index < eagerImages} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A frame takes the buyer's photo on the edit page first. */
const customTarget = (template: PostcardTemplate) => ({ to: postcardEditPath(template.id) });

/** spec part 2 §2.7: a ready-made card is kept (id, picture, price, no photo) and the buyer goes on to write. */
const readyMadeTarget = (template: PostcardTemplate) => ({
  to: postcardMessagePath,
  onChoose: () => chooseTemplate({ id: template.id, image: template.image, price: template.price }),
});

/** /hos-postcards: the templates in two sections, frames for a photo and ready-made cards (spec part 2 §2.7). */
export function PostcardsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('postcards.list.title'));
  const query = usePostcardTemplates();
  const sections = query.data ? splitTemplates(query.data) : null;

  return (
    <div className="postcards-page">
      <PostcardsHero cards={sections?.readyMade ?? []} />
      <div className="container page">
        {query.isPending && <ListSkeleton />}
        {query.isError && (
          <LoadError
            message={t('postcards.list.load_failed')}
            detail={errorMessageOf(query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
        {sections && sections.customisable.length + sections.readyMade.length === 0 && (
          <p className="empty-state">{t('postcards.list.empty')}</p>
        )}
        {sections && (
          <>
            <TemplateSection
              heading={t('postcards.list.custom_heading')}
              intro={t('postcards.list.custom_intro')}
              templates={sections.customisable}
              target={customTarget}
              eagerImages={2}
            />
            <TemplateSection
              heading={t('postcards.list.ready_heading')}
              intro={t('postcards.list.ready_intro')}
              templates={sections.readyMade}
              target={readyMadeTarget}
              eagerImages={sections.customisable.length === 0 ? 2 : 0}
            />
          </>
        )}
      </div>
    </div>
  );
}
