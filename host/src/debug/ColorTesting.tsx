import { useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { applyTheme, Badge, Button, preferredTheme, Section, type Theme } from 'shared-kernel/ui';
import { DebugPage } from './DebugPage';

const surfaces: [background: string, text: string][] = [
  ['--k-bg', '--k-text'],
  ['--k-bg', '--k-text-muted'],
  ['--k-surface', '--k-text'],
  ['--k-surface-raised', '--k-text'],
  ['--k-primary', '--k-on-primary'],
  ['--k-danger', '--k-on-danger'],
  ['--k-secondary-bg', '--k-text'],
  ['--k-disabled-bg', '--k-disabled-text'],
];
const statuses = ['info', 'success', 'warning', 'error'] as const;

/** Spec debug page "color-test": every text/background pair of the theme, switchable light/dark. */
export function ColorTesting(): ReactElement {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(() =>
    document.documentElement.dataset.theme === 'dark' || document.documentElement.dataset.theme === 'light'
      ? (document.documentElement.dataset.theme as Theme)
      : preferredTheme(),
  );
  const switchTheme = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };
  return (
    <DebugPage title="webapp.debug.title.color_test">
      <div className="k-cluster">
        <p>{t('webapp.debug.color.theme', { theme })}</p>
        <Button
          variant="secondary"
          icon={theme === 'dark' ? 'sun' : 'moon'}
          label="webapp.debug.color.switch"
          onClick={switchTheme}
        />
      </div>
      <Section title="webapp.debug.color.surfaces">
        <div className="k-grid">
          {surfaces.map(([background, text]) => (
            <div
              key={`${background}${text}`}
              className="k-swatch"
              style={{ background: `var(${background})`, color: `var(${text})` }}
            >
              <strong>{t('webapp.debug.color.sample')}</strong>
              <br />
              <code>
                {text} / {background}
              </code>
            </div>
          ))}
        </div>
      </Section>
      <Section title="webapp.debug.color.status">
        <div className="k-grid">
          {statuses.map((status) => (
            <div
              key={status}
              className="k-swatch"
              style={{ background: `var(--k-${status}-bg)`, color: `var(--k-${status}-text)` }}
            >
              <strong>{t('webapp.debug.color.sample')}</strong>
              <br />
              <code>
                --k-{status}-text / --k-{status}-bg
              </code>
            </div>
          ))}
        </div>
        <div className="k-cluster">
          <Badge tone="info" label="webapp.debug.badge.info" />
          <Badge tone="success" label="webapp.debug.badge.executed" />
          <Badge tone="warning" label="webapp.debug.badge.pending" />
          <Badge tone="error" label="webapp.debug.badge.failed" />
        </div>
      </Section>
    </DebugPage>
  );
}
