import { formatDateTime } from '@portal/domain/date-format';
import { stockReasons, type ConsoleProduct, type StockReason } from '@portal/contract/console-store';
import { useState, type FormEvent } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { ActionError } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useAdjustStock, useStockMovements } from '../api/store-catalogue.ts';
import { refusalOf } from './store-refusals.ts';

const optionsText = (options: Record<string, string> | null) => (options ? Object.values(options).join(' / ') : '');

/**
 * A product's stock: the operator adds (+) or takes (−) units of its own stock or of one variant with a
 * reason, never typing the figure over; below, every change with who made it and why, newest first.
 */
export function ProductStockPanel({ product }: { product: ConsoleProduct }) {
  const { t } = useTranslation();
  const adjust = useAdjustStock();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const sellsByVariant = product.variants.length > 0;
  const [variantId, setVariantId] = useState(sellsByVariant ? String(product.variants[0]!.id) : '');
  const [change, setChange] = useState('');
  const [reason, setReason] = useState<StockReason>('received');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const holder = sellsByVariant ? product.variants.find((v) => String(v.id) === variantId) : null;
  const inStock = holder ? holder.qty : product.qty;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setProblems({});
    adjust.mutate(
      { product_id: product.id, variant_id: variantId, change: change.trim().replace('−', '-'), reason, note },
      {
        onSuccess: ({ data }) => {
          showToast('success', t('console-store.stock.done', { n: data.qty_after }));
          setChange('');
          setNote('');
        },
        onError: (error) => {
          const refusal = refusalOf(error, t);
          // too few units left: say how many there are now
          if (error instanceof ActionError && error.failure.code === 'stock_below_zero') {
            refusal.problems.change = t('console-store.refused.stock_below_zero', {
              n: Number.parseInt(error.failure.fields?.change ?? '0', 10),
            });
          }
          setProblems(refusal.problems);
          setFailure(refusal.summary);
          focusFirstInvalid();
        },
      },
    );
  };

  return (
    <section className="store-stock" aria-labelledby="stock-heading">
      <h2 id="stock-heading" className="review__heading">
        {t('console-store.stock.title')}
      </h2>
      <p>{t('console-store.stock.explained')}</p>
      <form ref={formRef} className="store-stock__form" onSubmit={submit} noValidate>
        <fieldset className="store-stock__fields" disabled={adjust.isPending}>
          {sellsByVariant && (
            <FormField label={t('console-store.stock.variant')} error={problems.variant_id}>
              {(control) => (
                <select
                  {...control}
                  className="form-field__input"
                  value={variantId}
                  onChange={(event) => setVariantId(event.target.value)}
                >
                  {product.variants.map((variant) => (
                    <option key={variant.id} value={variant.id}>
                      {optionsText(variant.variant_options)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <p className="store-stock__now" aria-live="polite">
            {t('console-store.stock.now', { n: inStock })}
          </p>
          <TextField
            label={t('console-store.stock.change')}
            hint={t('console-store.stock.change_hint')}
            error={problems.change}
            value={change}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => setChange(event.target.value)}
          />
          <FormField label={t('console-store.stock.reason')} error={problems.reason}>
            {(control) => (
              <select
                {...control}
                className="form-field__input"
                value={reason}
                onChange={(event) => setReason(event.target.value as StockReason)}
              >
                {stockReasons.map((r) => (
                  <option key={r} value={r}>
                    {t(`console-store.stock.reasons.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField
            label={t('console-store.stock.note')}
            error={problems.note}
            value={note}
            maxLength={500}
            autoComplete="off"
            onChange={(event) => setNote(event.target.value)}
          />
        </fieldset>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button" aria-busy={adjust.isPending} disabled={adjust.isPending}>
          {t('console-store.stock.record')}
        </button>
      </form>
      <StockHistory productId={product.id} />
    </section>
  );
}

const movementsPerPage = 10;

/** The product's stock movements, newest first, ten a page. */
function StockHistory({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const movements = useStockMovements(productId, page);
  const total = movements.data?.total ?? 0;
  return (
    <section aria-labelledby="stock-history-heading" aria-busy={movements.isFetching}>
      <h3 id="stock-history-heading">{t('console-store.stock.history')}</h3>
      {movements.data?.data.length === 0 && <p className="empty-state">{t('console-store.stock.no_history')}</p>}
      <ul className="store-movements">
        {movements.data?.data.map((movement) => (
          <li key={movement.id} className="store-movement">
            <span
              className={movement.change > 0 ? 'store-movement__change store-movement__change--in' : 'store-movement__change'}
            >
              <bdi dir="ltr">{movement.change > 0 ? `+${movement.change}` : `−${-movement.change}`}</bdi>
            </span>
            <span>
              {t(`console-store.stock.reasons.${movement.reason}`)}
              {movement.variant_options && ` · ${optionsText(movement.variant_options)}`}
              {movement.note && ` · ${movement.note}`}
            </span>
            <span className="store-movement__meta">
              {t('console-store.stock.after', { n: movement.qty_after })} · {movement.operator} ·{' '}
              <bdi dir="ltr">{formatDateTime(movement.created_at)}</bdi>
            </span>
          </li>
        ))}
      </ul>
      {total > movementsPerPage && <Pagination page={page} perPage={movementsPerPage} total={total} onPage={setPage} />}
    </section>
  );
}
