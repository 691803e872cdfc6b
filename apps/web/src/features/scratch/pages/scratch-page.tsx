import { Link } from '../../../components/link.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { signInPath, useSignedIn } from '../../../lib/session.ts';
import { useScratchWin } from '../api/get-scratch-win.ts';
import { ScratchCard } from '../components/scratch-card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** A prize the card can show: every field the specification lists is present (part 2 §2.3). */
const complete = (prize: { name: string; voucher_codes: string } | null | undefined) =>
  Boolean(prize?.name && prize.voucher_codes);

function Card() {
  const { t } = useTranslation();
  const card = useScratchWin();
  if (card.isPending) {
    return (
      <div className="scratch__card skeleton" role="status" aria-live="polite">
        <span className="visually-hidden">{t('scratch.preparing')}</span>
      </div>
    );
  }
  if (card.isError) {
    // part 2 §8: the server's message, or the specification's own words when there is none
    const message = errorMessageOf(card.error);
    return (
      <p className="scratch__error" role="alert">
        {message || t('scratch.prepare_failed')}
      </p>
    );
  }
  if (card.data.data === null) return <p className="scratch__empty">{t('scratch.no_prizes_left')}</p>;
  if (!complete(card.data.data)) {
    return (
      <p className="scratch__error" role="alert">
        {t('scratch.broken_prize')}
      </p>
    );
  }
  return <ScratchCard prize={card.data.data} />;
}

/** /scratch: Scratch & Win (spec part 2 §2.3); the prize is decided on the server, once per user. */
export function ScratchPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const title = t('scratch.title');
  useDocumentTitle(title);
  return (
    <div className="page container scratch-page">
      <h1 className="page__title">{title}</h1>
      <p className="scratch-page__intro">{t('scratch.intro')}</p>
      {signedIn ? (
        <Card />
      ) : (
        <div className="scratch__card scratch__card--locked">
          <p>{t('scratch.login_to_see')}</p>
          <Link className="button" to={signInPath('/scratch')}>
            {t('scratch.login')}
          </Link>
        </div>
      )}
    </div>
  );
}
