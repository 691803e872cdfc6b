import DOMPurify from 'dompurify';
import { useId, useMemo, useRef } from 'react';
import { RichText } from '../../../../components/rich-text.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/**
 * The tags and attributes the server keeps (apps/server/src/lib/rich-text.ts), so the preview shows what
 * visitors will see: anything else typed here is dropped on save.
 */
const allowed = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'h3',
    'h4',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'colspan'],
};

/** A toolbar button: the tags it wraps the selection in (each line an item for the lists). */
const tools = [
  { key: 'bold', open: '<strong>', close: '</strong>' },
  { key: 'italic', open: '<em>', close: '</em>' },
  { key: 'heading', open: '<h3>', close: '</h3>' },
  { key: 'paragraph', open: '<p>', close: '</p>' },
  { key: 'bullets', open: '<ul>', close: '</ul>', items: true },
  { key: 'numbers', open: '<ol>', close: '</ol>', items: true },
] as const;

type Tool = (typeof tools)[number];

/** The selected text wrapped in the tool's tags; for a list each selected line becomes an item. */
function wrapped(tool: Tool, selected: string): string {
  if (!('items' in tool)) return `${tool.open}${selected}${tool.close}`;
  const items = selected
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `<li>${line.trim()}</li>`);
  return `${tool.open}${items.join('') || '<li></li>'}${tool.close}`;
}

type RichTextEditorProps = {
  label: string;
  /** limited HTML, as the server stores it */
  value: string;
  onChange: (html: string) => void;
  /** the field's problem in the current language */
  error?: string | null | undefined;
  /** the language the text is written in: an Arabic text is typed and previewed right to left */
  lang?: 'en' | 'ar';
};

/**
 * A console rich-text field: a textarea of limited HTML with a small toolbar that wraps the selection in
 * tags, and a live preview of what visitors will see, sanitised as the server sanitises it.
 */
export function RichTextEditor({ label, value, onChange, error, lang = 'en' }: RichTextEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const preview = useMemo(() => DOMPurify.sanitize(value, allowed), [value]);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';

  const apply = (tool: Tool) => {
    const input = area.current;
    if (!input) return;
    const { selectionStart: start, selectionEnd: end } = input;
    const insert = wrapped(tool, value.slice(start, end));
    onChange(value.slice(0, start) + insert + value.slice(end));
    // the caret lands after what was inserted, ready for the next word
    requestAnimationFrame(() => {
      input.focus();
      input.setSelectionRange(start + insert.length, start + insert.length);
    });
  };

  return (
    <div className="form-field rich-text-editor">
      <label className="form-field__label" htmlFor={`${id}-area`}>
        {label}
      </label>
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={t('console-packages.rich_text.toolbar', { label })}>
        {tools.map((tool) => (
          <button key={tool.key} type="button" className="rich-text-editor__tool" onClick={() => apply(tool)}>
            {t(`console-packages.rich_text.${tool.key}`)}
          </button>
        ))}
      </div>
      <textarea
        ref={area}
        id={`${id}-area`}
        className="form-field__input rich-text-editor__area"
        value={value}
        lang={lang}
        dir={dir}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="form-field__hint" id={`${id}-hint`}>
        {t('console-packages.rich_text.hint')}
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {/* a long text scrolls inside the preview: focusable, so it scrolls by keyboard too */}
      <section
        className="rich-text-editor__preview"
        tabIndex={0}
        aria-label={t('console-packages.rich_text.preview', { label })}
        lang={lang}
        dir={dir}
      >
        {preview ? (
          <RichText html={preview} />
        ) : (
          <p className="rich-text-editor__empty">{t('console-packages.rich_text.empty')}</p>
        )}
      </section>
    </div>
  );
}
