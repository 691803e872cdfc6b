import { setLanguage, useLanguage, useTranslation } from '../../lib/i18n.ts';
import { htmlLangOf } from '../../lib/language.ts';

/** Names the other language in that language: "العربية" while in English, "English" while in Arabic. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const other = useLanguage() === 'ae' ? 'en' : 'ae';
  return (
    <button type="button" className="language-switch" lang={htmlLangOf(other)} onClick={() => setLanguage(other)}>
      {t('common.language_switch')}
    </button>
  );
}
