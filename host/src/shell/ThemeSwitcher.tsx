import type { ReactElement } from 'react';
import { applyTheme, IconButton, useAppliedTheme, type Theme } from 'shared-kernel/ui';

/**
 * Spec §2/§4: light or dark, stored locally; until the user chooses, the profile's theme, else the system
 * setting (ui/theme.ts resolveTheme). Shows whatever is applied, whoever applied it.
 */
export function ThemeSwitcher(): ReactElement {
  const theme = useAppliedTheme();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      icon={theme === 'dark' ? 'sun' : 'moon'}
      label={`webapp.shell.theme.to_${next}`}
      onClick={() => applyTheme(next)}
    />
  );
}
