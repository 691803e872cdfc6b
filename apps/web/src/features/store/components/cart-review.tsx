import type { CartLine } from '../../../lib/cart.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { lineKey, lineTotal } from '../cart-view.ts';
import { useOptionLabels } from '../use-option-labels.ts';
import { CartFigures } from './cart-summary.tsx';

function ReviewLine({ line, problem }: { line: CartLine; problem: string | null }) {
  const language = useLanguage();
  const options = useOptionLabels(line);
  return (
    <li className="cart-review__line">
      <span className="cart-review__name">
        {localized(line, 'title', language)}
        {options.length > 0 && (
          <span className="cart-review__options">{options.map(([name, value]) => `${name}: ${value}`).join(' · ')}</span>
        )}
      </span>
      <span className="cart-review__qty">× {line.qty}</span>
      <bdi className="cart-review__amount">{formatAed(lineTotal(line), language)}</bdi>
      {problem && <span className="cart-review__problem field-error">{problem}</span>}
    </li>
  );
}

/**
 * The checkout's order summary: each line with its options, quantity, total and any stock problem, and
 * the cart's total (shipping and tax included).
 */
export function CartReview({ lines, problems }: { lines: readonly CartLine[]; problems: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  return (
    <section className="cart-review" aria-labelledby="cart-review-title">
      <h2 className="cart-review__title" id="cart-review-title">
        {t('cart.checkout.summary')}
      </h2>
      <ul className="cart-review__lines">
        {lines.map((line) => (
          <ReviewLine key={lineKey(line)} line={line} problem={problems.get(lineKey(line)) ?? null} />
        ))}
      </ul>
      <CartFigures lines={lines} />
    </section>
  );
}
