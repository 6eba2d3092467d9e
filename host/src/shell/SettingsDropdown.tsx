import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { settingsEntries, type SessionSnapshot } from 'shared-kernel/domain';
import { Icon } from 'shared-kernel/ui';

export interface SettingsDropdownProps {
  snapshot: SessionSnapshot;
  onLogout: () => void;
}

/** Spec §2 "Settings dropdown entries", each shown by its rule (settingsEntries), then logout. */
export function SettingsDropdown({ snapshot, onLogout }: SettingsDropdownProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement | null>(null);
  const toggle = useRef<HTMLButtonElement | null>(null);
  const entries = settingsEntries(snapshot);

  useEffect(() => {
    if (!open) return undefined;
    // Closes on a click outside or Escape, like every disclosure menu.
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Focus goes back to the button that opened the list, not to the page (WAI-ARIA disclosure).
      toggle.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="kontor-dropdown" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="k-icon-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('webapp.shell.settings.label')}
        title={t('webapp.shell.settings.label')}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="settings" />
      </button>
      <ul id={listId} className="kontor-dropdown__list" hidden={!open}>
        {entries.map((entry) =>
          entry.to ? (
            <li key={entry.id}>
              <Link to={entry.to} onClick={() => setOpen(false)}>
                {t(`webapp.shell.settings.${entry.id}`)}
              </Link>
            </li>
          ) : (
            <li key={entry.id}>
              <button
                type="button"
                className="kontor-dropdown__action"
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
              >
                <Icon name="logout" />
                {t(`webapp.shell.settings.${entry.id}`)}
              </button>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
