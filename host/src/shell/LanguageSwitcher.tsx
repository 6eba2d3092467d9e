import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { Language } from 'shared-kernel/domain';

export const LANGUAGES: readonly Language[] = ['de', 'fr', 'it', 'en'];

export interface LanguageSwitcherProps {
  onChange: (language: Language) => void;
}

/** Spec §2 top navigation: de, fr, it, en; each language named in itself so anyone finds theirs. */
export function LanguageSwitcher({ onChange }: LanguageSwitcherProps): ReactElement {
  const { t, i18n } = useTranslation();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en';
  return (
    <select
      className="k-select kontor-navbar__language"
      aria-label={t('webapp.shell.language.label')}
      value={current}
      onChange={(event) => onChange(event.target.value as Language)}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`webapp.shell.language.${language}`)}
        </option>
      ))}
    </select>
  );
}
