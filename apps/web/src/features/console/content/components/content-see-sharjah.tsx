import type { DestinationChoice } from '@portal/contract/console-content';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/form-field.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveSeeSharjahDestinations } from '../api/content.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/** saveSeeSharjahDestinations' limit (console-content.ts). */
const maxChosen = 12;

type ContentSeeSharjahProps = { chosenIds: number[]; destinations: DestinationChoice[] };

/**
 * The destinations /seesharjah lists, in order: add one from the list, move it up or down, remove it, then
 * save. A chosen destination that visitors cannot see is marked, since the page leaves it out.
 */
export function ContentSeeSharjah({ chosenIds, destinations }: ContentSeeSharjahProps) {
  const { t } = useTranslation();
  const save = useSaveSeeSharjahDestinations();
  const listId = useId();
  const [chosen, setChosen] = useState(chosenIds);
  const [adding, setAdding] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const byId = new Map(destinations.map((d) => [d.id, d]));
  const addable = destinations.filter((d) => !chosen.includes(d.id));

  const moveBy = (index: number, step: -1 | 1) =>
    setChosen((current) => {
      const order = [...current];
      [order[index], order[index + step]] = [order[index + step]!, order[index]!];
      return order;
    });

  const add = () => {
    if (!adding) return;
    setChosen((current) => [...current, Number(adding)]);
    setAdding('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(chosen, {
      onSuccess: () => showToast('success', t('console-content.see_sharjah.saved')),
      onError: (error) => setFailure(errorMessageOf(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="console-form">
      {chosen.length === 0 ? (
        <p className="empty-state">{t('console-content.see_sharjah.none')}</p>
      ) : (
        <ol className="chosen-list" id={listId}>
          {chosen.map((id, index) => {
            const destination = byId.get(id);
            const name = destination ? localized(destination, 'name') : `#${id}`;
            return (
              <li key={id} className="chosen-list__item">
                <span className="chosen-list__name">
                  {index + 1}. {name}
                  {destination?.shown === 0 && (
                    <span className="chosen-list__hidden"> ({t('console-content.see_sharjah.not_shown')})</span>
                  )}
                </span>
                <span className="chosen-list__actions">
                  <button
                    type="button"
                    className="button button--plain"
                    aria-label={t('console-content.see_sharjah.move_up_named', { name })}
                    disabled={index === 0}
                    onClick={() => moveBy(index, -1)}
                  >
                    {t('console-content.slides.move_up')}
                  </button>
                  <button
                    type="button"
                    className="button button--plain"
                    aria-label={t('console-content.see_sharjah.move_down_named', { name })}
                    disabled={index === chosen.length - 1}
                    onClick={() => moveBy(index, 1)}
                  >
                    {t('console-content.slides.move_down')}
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('console-content.see_sharjah.remove_named', { name })}
                    onClick={() => setChosen((current) => current.filter((other) => other !== id))}
                  >
                    {t('console-content.see_sharjah.remove')}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div className="chosen-list__add">
        <FormField label={t('console-content.see_sharjah.add_label')}>
          {(control) => (
            <select {...control} className="form-field__input" value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">{t('console-content.see_sharjah.choose')}</option>
              {addable.map((d) => (
                <option key={d.id} value={d.id}>
                  {localized(d, 'name')}
                  {d.shown === 0 ? ` (${t('console-content.see_sharjah.not_shown')})` : ''}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="button" className="button button--plain" disabled={!adding || chosen.length >= maxChosen} onClick={add}>
          {t('console-content.see_sharjah.add')}
        </button>
      </div>
      {failure && (
        <p className="console-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="content-form__actions">
        <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
          {save.isPending ? t('console-content.form.saving') : t('console-content.see_sharjah.save')}
        </button>
      </div>
    </form>
  );
}
