import { useState, type ReactElement } from 'react';
import { applyTheme, IconButton, preferredTheme, type Theme } from 'shared-kernel/ui';

/** Spec §2/§4: light or dark, stored locally; the system preference until the user chooses. */
export function ThemeSwitcher(): ReactElement {
  const [theme, setTheme] = useState<Theme>(() => preferredTheme());
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      icon={theme === 'dark' ? 'sun' : 'moon'}
      label={`webapp.shell.theme.to_${next}`}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    />
  );
}
