import {
  defaultPostcardSize,
  postcardFontFamily,
  postcardFonts,
  postcardSizes,
  type PostcardFont,
  type PostcardSize,
} from '@portal/domain/postcard';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../../components/link.tsx';
import { FormField, useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { ActionError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, Trans, useTranslation } from '../../../lib/i18n.ts';
import { rememberVisitedPath, useSignedIn } from '../../../lib/session.ts';
import { GiftCardField, giftCardRefusal, type AppliedGiftCard } from '../../../components/gift-card-field.tsx';
import { usePlacePostcardOrder } from '../api/order.ts';
import { usePostcardTemplates } from '../api/templates.ts';
import { CardBack } from '../components/card-back.tsx';
import { CardFront } from '../components/card-front.tsx';
import { DropdownSelect, type DropdownChoice } from '../components/dropdown-select.tsx';
import { readStorage } from '../../../lib/storage.ts';
import {
  clearDraft,
  postcardStorageKeys,
  saveFont,
  saveSize,
  saveText,
  usePostcardDraft,
  type PostcardDraft,
} from '../lib/draft.ts';
import { counterOf, fieldProblemsOf, sizeChoiceKeys, type FieldProblem, type MessageFormField } from '../message-form.ts';

const messagePath = '/hos-postcards/message';

/** The five names (spec part 2 §2.7), each shown in the face it stands for; the names are the same in both languages. */
const fontChoices: DropdownChoice<PostcardFont>[] = postcardFonts.map((name) => ({
  value: name,
  label: name,
  style: { fontFamily: postcardFontFamily(name) },
}));
const listPath = '/hos-postcards';

/** spec part 2 §2.7: without a token the button opens this prompt; sign-in comes back to the card, which the draft kept. */
function LoginRequired({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const remember = () => rememberVisitedPath(messagePath);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={headingId}
      closeLabel={t('postcard-message.login_required.close')}
      className="login-required"
    >
      <h2 className="modal__title" id={headingId}>
        {t('postcard-message.login_required.title')}
      </h2>
      <p>{t('postcard-message.login_required.text')}</p>
      <div className="login-required__actions">
        <Link className="button button--quiet" to="/register" onClick={remember}>
          {t('postcard-message.login_required.sign_up')}
        </Link>
        <Link className="button" to="/login" onClick={remember}>
          {t('postcard-message.login_required.login')}
        </Link>
      </div>
    </ModalDialog>
  );
}

type CardTextFieldProps = {
  field: 'address' | 'message';
  value: string;
  rows: number;
  problem: FieldProblem | undefined;
  onChange: (value: string) => void;
};

/** A textarea of the card with its live counter ('12/88'); dir="auto" so Arabic is typed right to left. */
function CardTextField({ field, value, rows, problem, onChange }: CardTextFieldProps) {
  const { t } = useTranslation();
  const { used, max } = counterOf(value, field);
  const counter = (
    <>
      <bdi dir="ltr">
        {used}/{max}
      </bdi>
      <span className="visually-hidden"> {t('postcard-message.characters_used')}</span>
    </>
  );
  return (
    <FormField
      label={t(`postcard-message.${field}_label`)}
      hint={counter}
      error={problem ? t(problem.key, problem.values ?? {}) : null}
      className={`postcard-message__field postcard-message__field--${field}`}
    >
      {(control) => (
        <textarea
          {...control}
          className="form-field__input postcard-message__textarea"
          name={field}
          dir="auto"
          rows={rows}
          maxLength={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The form and the two previews of a card whose template is chosen. */
function MessageForm({ draft, templateId, onLeaving }: { draft: PostcardDraft; templateId: number; onLeaving: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signedIn = useSignedIn();
  const template = usePostcardTemplates().data?.find((candidate) => candidate.id === templateId);
  const order = usePlacePostcardOrder();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // the page's own copy: typing works even where the browser's storage is off; the draft keeps it for later
  const [address, setAddress] = useState(draft.address);
  const [message, setMessage] = useState(draft.message);
  const [font, setFont] = useState<PostcardFont | null>(draft.font);
  // spec part 2 §5: Normal is the default, yet the button reads 'Select Size' until a size is picked
  const [size, setSize] = useState<PostcardSize | null>(() => (readStorage(postcardStorageKeys.size) ? draft.size : null));
  const [problems, setProblems] = useState<Partial<Record<MessageFormField, FieldProblem>>>({});
  const [loginPrompt, setLoginPrompt] = useState(false);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [giftCardError, setGiftCardError] = useState<string | null>(null);

  // the server charges the template's price; the list's figure stands in until the templates are here
  const price = template?.price ?? draft.price;
  const priceText = price === null ? '' : formatAed(price, language);
  const customisable = template ? template.customisable === '1' : draft.photo !== '';
  const busy = order.isPending;

  const sizeOptions: DropdownChoice<PostcardSize>[] = postcardSizes.map((value) => ({ value, label: t(sizeChoiceKeys[value]) }));

  const editText = (field: 'address' | 'message', value: string) => {
    (field === 'address' ? setAddress : setMessage)(value);
    saveText(field, value);
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signedIn) return setLoginPrompt(true);
    if (busy) return;
    setProblems({});
    setGiftCardError(null);
    const request = {
      templateId,
      address,
      message,
      font,
      size: size ?? defaultPostcardSize,
      photo: draft.photo,
      giftCardCode: giftCard?.code,
    };
    order.mutate(request, {
      onSuccess: (answer) => {
        onLeaving();
        // the next card starts empty; the order itself is on the server, pending until paid
        clearDraft();
        window.location.assign(answer.payment_link);
      },
      // the request layer has shown the server's text in a toast; a refused field also says so at the field
      onError: (error) => {
        setGiftCardError(giftCardRefusal(error));
        const atFields = error instanceof ActionError ? fieldProblemsOf(error.failure, request) : null;
        if (atFields) {
          setProblems(atFields);
          focusFirstInvalid();
        }
      },
    });
  };

  const priceTag = { price: <bdi /> };
  return (
    <form ref={formRef} className="postcard-message__layout" onSubmit={submit} noValidate>
      <div className="postcard-message__fields">
        <CardTextField
          field="address"
          value={address}
          rows={4}
          problem={problems.address}
          onChange={(v) => editText('address', v)}
        />
        <CardTextField
          field="message"
          value={message}
          rows={7}
          problem={problems.message}
          onChange={(v) => editText('message', v)}
        />
        <div className="postcard-message__choices">
          <div className="postcard-message__choice">
            <DropdownSelect
              className="font-select"
              label={t('postcard-message.font_label')}
              placeholder={t('postcard-message.font_placeholder')}
              choices={fontChoices}
              value={font}
              onChange={(value) => {
                setFont(value);
                saveFont(value);
              }}
            />
            {problems.font && <p className="field-error">{t(problems.font.key)}</p>}
          </div>
          <div className="postcard-message__choice">
            <DropdownSelect
              label={t('postcard-message.size_label')}
              placeholder={t('postcard-message.size_placeholder')}
              choices={sizeOptions}
              value={size}
              onChange={(value) => {
                setSize(value);
                saveSize(value);
              }}
            />
            {problems.size && <p className="field-error">{t(problems.size.key)}</p>}
          </div>
        </div>
        {signedIn && price !== null && (
          <GiftCardField
            total={price}
            applied={giftCard}
            error={giftCardError}
            disabled={busy}
            onApply={(card) => {
              setGiftCard(card);
              setGiftCardError(null);
            }}
            onRemove={() => setGiftCard(null)}
          />
        )}
      </div>
      <section className="postcard-message__previews" aria-label={t('postcard-message.preview_heading')}>
        <CardBack
          message={message}
          address={address}
          font={font}
          size={size ?? defaultPostcardSize}
          alt={t('postcard-message.back_alt')}
        />
        <CardFront
          templateImage={draft.templateImage}
          photo={draft.photo}
          customisable={customisable}
          alt={t('postcard-message.front_alt')}
        />
      </section>
      <div className="postcard-message__actions">
        <Link className="button button--quiet" to={listPath}>
          {t('postcard-message.back')}
        </Link>
        <button
          type="submit"
          className="button postcard-message__submit"
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          {!signedIn ? (
            t('postcard-message.login')
          ) : (
            <Trans
              i18nKey={busy ? 'postcard-message.submitting' : 'postcard-message.submit'}
              values={{ price: priceText }}
              components={priceTag}
            />
          )}
        </button>
      </div>
      <LoginRequired open={loginPrompt} onClose={() => setLoginPrompt(false)} />
    </form>
  );
}

/**
 * /hos-postcards/message (spec part 2 §2.7, §4, §5): the receiver's address and the message with their
 * counters, the font and size, live previews of both faces as the server will print them, and Submit, which
 * orders the card and goes to the payment page. A visitor is asked to sign in first; the draft keeps the
 * card meanwhile. Without a chosen template there is nothing to write on, and the page says so.
 */
export function MessagePage() {
  const { t } = useTranslation();
  const draft = usePostcardDraft();
  const [leaving, setLeaving] = useState(false);
  const title = t('postcard-message.title');
  useDocumentTitle(title);
  if (leaving) {
    return (
      <div className="page page--centered container" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{t('postcard-message.to_payment')}</p>
      </div>
    );
  }
  if (draft.templateId === null) {
    return (
      <NotFoundState
        title={t('postcard-message.no_card.title')}
        text={t('postcard-message.no_card.text')}
        linkTo={listPath}
        linkText={t('postcard-message.no_card.link')}
      />
    );
  }
  return (
    <div className="page container postcard-message">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t('postcard-message.intro')}</p>
      <MessageForm key={draft.templateId} draft={draft} templateId={draft.templateId} onLeaving={() => setLeaving(true)} />
    </div>
  );
}
