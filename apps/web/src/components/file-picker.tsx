import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../lib/i18n.ts';

type FilePickerProps = {
  accept: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** shown while the chosen file is read: the button says so and cannot be used */
  busy?: boolean;
  /** the button's words; "Choose a file" (or "Choose files") in the page's language when not given */
  buttonLabel?: string;
  /** the id of an element naming what to choose, read before the button's words */
  labelledBy?: string | undefined;
  /** what was chosen, beside the button: a file's name or a count; null says nothing is chosen yet; undefined shows no line */
  chosen?: string | null;
  describedBy?: string | undefined;
  /** a class of the caller's, added to the button */
  className?: string;
};

/**
 * A file input that looks like the site's buttons and speaks the page's language in both directions (the
 * browser's own control says "Choose File / No file chosen" in the browser's language and is wider than a
 * phone). The real input stays in the page, visually hidden inside its label, so it keeps the keyboard focus,
 * opens the chooser on Enter or Space and takes `setInputFiles`; the label shows its focus ring.
 */
export function FilePicker({
  accept,
  onFiles,
  multiple = false,
  disabled = false,
  busy = false,
  buttonLabel,
  labelledBy,
  chosen,
  describedBy,
  className,
}: FilePickerProps) {
  const { t } = useTranslation();
  const buttonTextId = useId();
  const words = buttonLabel ?? (multiple ? t('common.file_picker.choose_many') : t('common.file_picker.choose'));

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // the same file can be chosen again (after it was removed or refused): the next choice fires a change again
    input.value = '';
    onFiles(files);
  };

  return (
    <div className="file-picker">
      <label className={['button file-picker__button', busy && 'file-picker__button--busy', className].filter(Boolean).join(' ')}>
        <input
          className="visually-hidden"
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled || busy}
          aria-labelledby={labelledBy ? `${labelledBy} ${buttonTextId}` : undefined}
          aria-describedby={describedBy}
          onChange={onChange}
        />
        {busy && <span className="spinner" aria-hidden="true" />}
        <span id={buttonTextId} aria-live="polite">
          {words}
        </span>
      </label>
      {chosen !== undefined && (
        <span className="file-picker__chosen">
          <bdi>{chosen ?? t('common.file_picker.none')}</bdi>
        </span>
      )}
    </div>
  );
}
