import { invoiceImageTypes } from '@portal/contract/invoices';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FilePicker } from '../../../components/file-picker.tsx';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { intlLocaleOf } from '../../../lib/language.ts';

/** "350 kB", "2.4 MB" in the page's language. */
function formatSize(bytes: number): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(intlLocaleOf(currentLanguage()), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

function Preview({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const imageRef = useRef<HTMLImageElement>(null);
  // the preview's object URL lives exactly as long as the file is shown
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    if (imageRef.current) imageRef.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <li className="invoice-picker__item">
      <img ref={imageRef} className="invoice-picker__thumb" alt={t('invoices.upload.preview_alt', { name: file.name })} />
      <span className="invoice-picker__name">
        <bdi>{file.name}</bdi>
        <span className="invoice-picker__size">{formatSize(file.size)}</span>
      </span>
      <button
        type="button"
        className="button button--quiet"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('invoices.upload.remove', { name: file.name })}
      >
        {t('invoices.upload.remove_short')}
      </button>
    </li>
  );
}

type PickerProps = {
  files: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  multiple: boolean;
  disabled: boolean;
  describedBy?: string | undefined;
};

/**
 * The file picker of /upload (spec part 1 §2: several invoice images): the site's file picker in a zone that
 * also takes files dropped on it, and a preview of each chosen image that can be removed again.
 */
export function InvoicePicker({ files, onAdd, onRemove, multiple, disabled, describedBy }: PickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const chosenText =
    files.length === 0 ? null : files.length === 1 ? files[0]!.name : t('invoices.upload.chosen', { count: files.length });

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="invoice-picker">
      <div
        className={dragging ? 'invoice-picker__zone invoice-picker__zone--over' : 'invoice-picker__zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p id={titleId} className="invoice-picker__label">
          {multiple ? t('invoices.upload.choose') : t('invoices.upload.choose_one')}
        </p>
        <p id={hintId} className="invoice-picker__hint">
          {t('invoices.upload.hint')}
        </p>
        <FilePicker
          accept={invoiceImageTypes.join(',')}
          multiple={multiple}
          disabled={disabled}
          labelledBy={titleId}
          describedBy={describedBy ? `${hintId} ${describedBy}` : hintId}
          chosen={chosenText}
          onFiles={onAdd}
        />
      </div>
      {files.length > 0 && (
        <ul className="invoice-picker__list" aria-label={t('invoices.upload.chosen', { count: files.length })}>
          {files.map((file, index) => (
            <Preview
              key={`${file.name}:${file.size}:${file.lastModified}`}
              file={file}
              disabled={disabled}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
