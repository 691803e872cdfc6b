import {
  imageUseFilters,
  maxConsoleImageBytes,
  type ConsoleImage,
  type ImageUseFilter,
  type LibraryImage,
} from '@portal/contract/console';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FilePicker } from '../../../../components/file-picker.tsx';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { localized } from '../../../../lib/localized.ts';
import { errorMessageOf } from '../../../../lib/api.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { pictures, pictureSrc } from '../../../../lib/images.ts';
import { directionOf } from '../../../../lib/language.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { imagesPerPage, useConsoleImages, useUploadConsoleImage } from '../api/console-images.ts';
import { columnsOfGrid, formatImageBytes, gridIndexAfterKey } from '../image-picker-logic.ts';

/** The formats uploadConsoleImage accepts by content; the file chooser offers only these. */
const acceptedTypes = 'image/jpeg,image/png,image/webp';

type ImagePickerDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the path the field holds now, marked in the grid */
  current: string;
  onChoose: (path: string) => void;
};

/**
 * The console's image picker: upload a new picture (chosen as soon as the server has kept it) or pick one of
 * the library's pictures from a searchable, paginated grid that says which records use each. Used by every
 * console form that takes a picture.
 */
export function ImagePickerDialog({ open, onClose, current, onChoose }: ImagePickerDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const choose = (path: string) => {
    onChoose(path);
    onClose();
  };
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={headingId}
      closeLabel={t('console-catalogue.images.close')}
      className="image-picker-dialog"
    >
      <h2 className="modal__title" id={headingId}>
        {t('console-catalogue.images.dialog_title')}
      </h2>
      <ImageUpload
        onUploaded={(image) => {
          showToast('success', t('console-catalogue.images.uploaded'));
          choose(image.path);
        }}
      />
      {open && <UploadedImages current={current} onChoose={choose} />}
    </ModalDialog>
  );
}

/**
 * 'Upload new': the site's file picker, 'Uploading…' while the server checks and re-encodes the picture, and
 * the server's refusal in words.
 */
function ImageUpload({ onUploaded }: { onUploaded: (image: ConsoleImage) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const upload = useUploadConsoleImage();
  const [error, setError] = useState<string | null>(null);

  const send = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    // the server refuses it too (payload_too_large); saying so here spares sending 10 MB for nothing
    if (file.size > maxConsoleImageBytes) {
      setError(t('console-catalogue.images.too_large'));
      return;
    }
    setError(null);
    upload.mutate(file, { onSuccess: onUploaded, onError: (failure) => setError(errorMessageOf(failure)) });
  };

  const busy = upload.isPending;
  return (
    <div className="image-upload">
      <FilePicker
        accept={acceptedTypes}
        busy={busy}
        buttonLabel={busy ? t('console-catalogue.images.uploading') : t('console-catalogue.images.upload')}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        onFiles={send}
      />
      <p className="modal__hint" id={hintId}>
        {t('console-catalogue.images.upload_hint')}
      </p>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The search box, the grid of one page of uploaded pictures and the pages. */
function UploadedImages({ current, onChoose }: { current: string; onChoose: (path: string) => void }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [use, setUse] = useState<ImageUseFilter>('all');
  const images = useConsoleImages(query, page, use);

  const search = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through the portal to the form the picker serves: its submit is not this one
    event.stopPropagation();
    setQuery(typed.trim());
    setPage(1);
  };
  const showAll = () => {
    setTyped('');
    setQuery('');
    setPage(1);
  };

  return (
    <div className="image-library">
      <form className="image-library__search" role="search" onSubmit={search}>
        <label className="form-field__label" htmlFor={searchId}>
          {t('console-catalogue.images.search')}
        </label>
        <div className="image-library__search-row">
          <input
            id={searchId}
            className="form-field__input"
            type="search"
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button button--plain">
            {t('console-catalogue.images.search_button')}
          </button>
          {query && (
            <button type="button" className="link-button" onClick={showAll}>
              {t('console-catalogue.images.clear_search')}
            </button>
          )}
        </div>
        <div className="image-library__filter">
          <label className="form-field__label" htmlFor={`${searchId}-use`}>
            {t('console-catalogue.images.filter')}
          </label>
          <select
            id={`${searchId}-use`}
            className="form-field__input"
            value={use}
            onChange={(event) => {
              setUse(event.target.value as ImageUseFilter);
              setPage(1);
            }}
          >
            {imageUseFilters.map((filter) => (
              <option key={filter} value={filter}>
                {t(`console-catalogue.images.filter_${filter}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className="image-library__results" aria-busy={images.isFetching}>
        {images.isPending && (
          <>
            <p className="visually-hidden" role="status">
              {t('console-catalogue.images.loading')}
            </p>
            <GridSkeleton />
          </>
        )}
        {images.isError && <LoadError message={errorMessageOf(images.error)} onRetry={() => void images.refetch()} />}
        {images.data && images.data.total === 0 && (
          <p className="empty-state">
            {query
              ? t('console-catalogue.images.no_match', { q: query })
              : use === 'all'
                ? t('console-catalogue.images.none')
                : t(`console-catalogue.images.none_${use}`)}
          </p>
        )}
        {images.data && images.data.data.length > 0 && (
          <>
            <p className="modal__hint" id={`${searchId}-grid-hint`}>
              {t('console-catalogue.images.grid_hint')}
            </p>
            <ImageGrid
              // a new page or search starts the keyboard at its first picture
              key={`${query}:${use}:${images.data.page}`}
              images={images.data.data}
              current={current}
              describedBy={`${searchId}-grid-hint`}
              onChoose={onChoose}
            />
          </>
        )}
        {images.data && images.data.total > 0 && (
          <Pagination page={images.data.page} perPage={imagesPerPage} total={images.data.total} onPage={setPage} />
        )}
      </div>
    </div>
  );
}

type ImageGridProps = { images: readonly LibraryImage[]; current: string; describedBy: string; onChoose: (path: string) => void };

/**
 * One page of pictures as buttons with their name, size and dimensions, each followed by the records that use it
 * (links to their console pages, in a new tab so the form being filled stays) or an "Unused" badge. One picture
 * button is in the Tab order at a time (roving tabindex): the arrows move between them in the reading direction
 * and by rows, Enter chooses; Tab goes on to the links.
 */
function ImageGrid({ images, current, describedBy, onChoose }: ImageGridProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      images.findIndex((image) => image.path === current),
    ),
  );

  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const tops = buttons.current.map((button) => button?.offsetTop ?? 0);
    const next = gridIndexAfterKey(active, event.key, images.length, columnsOfGrid(tops), directionOf(language) === 'rtl');
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <ul className="image-grid" onKeyDown={move} aria-describedby={describedBy}>
      {images.map((image, index) => {
        const chosen = image.path === current;
        return (
          <li key={image.path} className="image-grid__cell">
            <button
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              className="image-grid__item"
              tabIndex={index === active ? 0 : -1}
              aria-current={chosen ? 'true' : undefined}
              onFocus={() => setActive(index)}
              onClick={() => onChoose(image.path)}
            >
              <img className="image-grid__thumb" alt="" loading="lazy" src={pictureSrc(image.path, pictures.orderPicture)} />
              <span className="image-grid__name">{image.name}</span>
              {image.width !== null && image.height !== null && image.bytes !== null ? (
                <span className="image-grid__facts">
                  <bdi dir="ltr">
                    {image.width} × {image.height}
                  </bdi>{' '}
                  {t('console-catalogue.images.pixels')}
                  {' · '}
                  <bdi>{formatImageBytes(image.bytes, language)}</bdi>
                </span>
              ) : (
                <span className="image-grid__facts">{t('console-catalogue.images.not_uploaded')}</span>
              )}
              {image.uses.length === 0 && <span className="image-grid__unused">{t('console-catalogue.images.unused')}</span>}
              {chosen && <span className="image-grid__chosen">{t('console-catalogue.images.chosen')}</span>}
            </button>
            {image.uses.length > 0 && <ImageUses image={image} />}
          </li>
        );
      })}
    </ul>
  );
}

/** "Used by: Package Beach day, Destination Khor Fakkan": each a link to the record's console page. */
function ImageUses({ image }: { image: LibraryImage }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="image-grid__uses">
      <span className="image-grid__uses-heading" id={headingId}>
        {t('console-catalogue.images.used_by')}
      </span>
      <ul aria-labelledby={headingId}>
        {image.uses.map((use) => {
          // "Package Beach day"; a record without a name of its own (the home page, an untitled slide) is its kind alone
          const label = t(`console-catalogue.images.kind_${use.kind}`, { name: localized(use, 'name') }).trim();
          return (
            <li key={`${use.kind}:${use.id}`}>
              <a href={use.console_path} target="_blank" rel="noopener noreferrer">
                {label}
                <span className="visually-hidden"> {t('common.nav.new_tab')}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Six grey tiles while the first page loads. */
function GridSkeleton() {
  return (
    <ul className="image-grid skeleton" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="image-grid__item">
          <div className="skeleton__block image-grid__thumb" />
          <div className="skeleton__line" />
        </li>
      ))}
    </ul>
  );
}
