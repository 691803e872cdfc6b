import { cartNoteLimit, storeDesignLimits, type ConsoleStore, type DestinationChoice } from '@portal/contract/console-store';
import { storeLimits } from '@portal/contract/store';
import { useState, type FormEvent } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveStoreDesign } from '../api/store-catalogue.ts';
import { BilingualFields } from '../../shared/components/store-bilingual-fields.tsx';
import { PictureButton } from './store-picture-button.tsx';
import { moved, PictureList, RowButtons } from './store-picture-list.tsx';
import { refusalOf } from './store-refusals.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type Link = ConsoleStore['links'][number];
type Highlight = ConsoleStore['highlights'][number];

type StoreDesignFormProps = { store: ConsoleStore; destinations: DestinationChoice[] };

/**
 * The store home's design (spec part 2 §2.6): names, about texts, the film's address, the destination, the
 * slider pictures in order, the highlights (the page shows the first 13) and the links; and the note under
 * the store's cart.
 */
export function StoreDesignForm({ store, destinations }: StoreDesignFormProps) {
  const { t } = useTranslation();
  const save = useSaveStoreDesign();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [names, setNames] = useState<[string, string]>([store.store_name, store.arabic_store_name]);
  const [about, setAbout] = useState<[string, string]>([store.about, store.arabic_about]);
  const [video, setVideo] = useState(store.video);
  const [destination, setDestination] = useState(store.destination_id === null ? '' : String(store.destination_id));
  const [slider, setSlider] = useState(store.slider_images);
  const [highlights, setHighlights] = useState(store.highlights);
  const [links, setLinks] = useState(store.links);
  const [cartNote, setCartNote] = useState<[string, string]>([store.cart_note, store.arabic_cart_note]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setProblems({});
    save.mutate(
      {
        id: store.id,
        store_name: names[0],
        arabic_store_name: names[1],
        about: about[0],
        arabic_about: about[1],
        video: video.trim(),
        destination_id: destination,
        slider_images: JSON.stringify(slider),
        highlights: JSON.stringify(highlights),
        links: JSON.stringify(links),
        cart_note: cartNote[0],
        arabic_cart_note: cartNote[1],
      },
      {
        onSuccess: () => showToast('success', t('console-store.form.saved', { name: localized(store, 'store_name') })),
        onError: (error) => {
          const refusal = refusalOf(error, t);
          setProblems(refusal.problems);
          setFailure(refusal.summary);
          focusFirstInvalid();
        },
      },
    );
  };

  return (
    <form ref={formRef} className="store-form" onSubmit={submit} noValidate>
      <fieldset className="store-form__fields" disabled={save.isPending}>
        <BilingualFields
          labels={[t('console-store.design.name_en'), t('console-store.design.name_ar')]}
          values={names}
          maxLength={200}
          errors={[problems.store_name, problems.arabic_store_name]}
          onChange={setNames}
        />
        <BilingualFields
          multiline
          labels={[t('console-store.design.about_en'), t('console-store.design.about_ar')]}
          values={about}
          maxLength={20_000}
          errors={[problems.about, problems.arabic_about]}
          onChange={setAbout}
        />
        <TextField
          label={t('console-store.design.video')}
          hint={t('console-store.design.video_hint')}
          error={problems.video}
          type="url"
          value={video}
          maxLength={500}
          dir="ltr"
          autoComplete="off"
          onChange={(event) => setVideo(event.target.value)}
        />
        <FormField label={t('console-store.design.destination')} error={problems.destination_id}>
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={destination}
              onChange={(event) => setDestination(event.target.value)}
            >
              <option value="">{t('console-store.design.no_destination')}</option>
              {destinations.map((d) => (
                <option key={d.id} value={d.id}>
                  {localized(d, 'name')}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <PictureList
          label={t('console-store.design.slider')}
          pictures={slider}
          max={storeDesignLimits.sliderImages}
          error={problems.slider_images}
          errorAt={(index) => problems[`slider_images.${index}`]}
          onChange={setSlider}
        />
        <HighlightsEditor highlights={highlights} problems={problems} onChange={setHighlights} />
        <LinksEditor links={links} problems={problems} onChange={setLinks} />
        <fieldset className="store-rows">
          <legend className="form-field__label">{t('console-store.design.cart_note')}</legend>
          <p className="form-field__hint">{t('console-store.design.cart_note_hint')}</p>
          <BilingualFields
            multiline
            labels={[t('console-store.design.cart_note_en'), t('console-store.design.cart_note_ar')]}
            values={cartNote}
            maxLength={cartNoteLimit}
            errors={[problems.cart_note, problems.arabic_cart_note]}
            onChange={setCartNote}
          />
        </fieldset>
      </fieldset>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="store-form__actions">
        <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
          {save.isPending ? t('console-store.form.saving') : t('console-store.design.save')}
        </button>
      </div>
    </form>
  );
}

type HighlightsEditorProps = {
  highlights: Highlight[];
  problems: Record<string, string>;
  onChange: (highlights: Highlight[]) => void;
};

/** The highlights in order: a title in both languages and a picture each; those after the 13th are kept but not shown. */
function HighlightsEditor({ highlights, problems, onChange }: HighlightsEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, highlight: Highlight) => onChange(highlights.map((h, i) => (i === index ? highlight : h)));
  return (
    <fieldset className="store-rows">
      <legend className="form-field__label">{t('console-store.design.highlights')}</legend>
      <p className="form-field__hint">{t('console-store.design.highlights_hint', { n: storeLimits.highlights })}</p>
      <ol className="store-rows__list">
        {highlights.map((highlight, index) => (
          <li key={index} className={index < storeLimits.highlights ? 'store-row' : 'store-row store-row--hidden'}>
            {index >= storeLimits.highlights && <p className="store-row__note">{t('console-store.design.not_shown')}</p>}
            <BilingualFields
              labels={[
                t('console-store.design.highlight_en', { n: index + 1 }),
                t('console-store.design.highlight_ar', { n: index + 1 }),
              ]}
              values={[highlight.title, highlight.arabic_title]}
              maxLength={80}
              onChange={([title, arabic_title]) => change(index, { ...highlight, title, arabic_title })}
            />
            <PictureButton
              label={t('console-store.design.highlight_image', { n: index + 1 })}
              value={highlight.image}
              error={problems[`highlights.${index}`]}
              onChange={(image) => change(index, { ...highlight, image })}
            />
            <RowButtons
              count={highlights.length}
              index={index}
              onMove={(by) => onChange(moved(highlights, index, by))}
              onRemove={() => onChange(highlights.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      {highlights.length < storeDesignLimits.highlights && (
        <button
          type="button"
          className="button button--plain"
          onClick={() => onChange([...highlights, { title: '', arabic_title: '', image: '' }])}
        >
          {t('console-store.design.add_highlight')}
        </button>
      )}
    </fieldset>
  );
}

type LinksEditorProps = { links: Link[]; problems: Record<string, string>; onChange: (links: Link[]) => void };

/** The store home's links: a label in both languages and a path in the site (/stores/…) or an https address. */
function LinksEditor({ links, problems, onChange }: LinksEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, link: Link) => onChange(links.map((l, i) => (i === index ? link : l)));
  return (
    <fieldset className="store-rows">
      <legend className="form-field__label">{t('console-store.design.links')}</legend>
      <ol className="store-rows__list">
        {links.map((link, index) => (
          <li key={index} className="store-row">
            <BilingualFields
              labels={[t('console-store.design.link_en', { n: index + 1 }), t('console-store.design.link_ar', { n: index + 1 })]}
              values={[link.label, link.arabic_label]}
              maxLength={60}
              onChange={([label, arabic_label]) => change(index, { ...link, label, arabic_label })}
            />
            <TextField
              label={t('console-store.design.link_url', { n: index + 1 })}
              hint={t('console-store.design.link_url_hint')}
              error={problems[`links.${index}`]}
              value={link.url}
              maxLength={500}
              dir="ltr"
              autoComplete="off"
              onChange={(event) => change(index, { ...link, url: event.target.value })}
            />
            <RowButtons
              count={links.length}
              index={index}
              onMove={(by) => onChange(moved(links, index, by))}
              onRemove={() => onChange(links.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      {links.length < storeDesignLimits.links && (
        <button
          type="button"
          className="button button--plain"
          onClick={() => onChange([...links, { label: '', arabic_label: '', url: '' }])}
        >
          {t('console-store.design.add_link')}
        </button>
      )}
    </fieldset>
  );
}
