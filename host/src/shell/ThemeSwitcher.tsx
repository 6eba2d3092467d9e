import { useSyncExternalStore, type ReactElement } from 'react';
import { applyTheme, IconButton, preferredTheme, type Theme } from 'shared-kernel/ui';

/** The theme applied to the page, whoever applied it (this switcher, the settings screen, the profile). */
function appliedTheme(): Theme {
  const applied = document.documentElement.dataset.theme;
  return applied === 'dark' || applied === 'light' ? applied : preferredTheme();
}

function onThemeApplied(notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Spec §2/§4: light or dark, stored locally; the system preference until the user chooses. */
export function ThemeSwitcher(): ReactElement {
  const theme = useSyncExternalStore(onThemeApplied, appliedTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      icon={theme === 'dark' ? 'sun' : 'moon'}
      label={`webapp.shell.theme.to_${next}`}
      onClick={() => applyTheme(next)}
    />
  );
}
