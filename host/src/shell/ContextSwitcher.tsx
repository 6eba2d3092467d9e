import { useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { contextChoices, type SessionSnapshot } from 'shared-kernel/domain';
import { Icon, Modal, SearchField } from 'shared-kernel/ui';

export interface ContextSwitcherProps {
  snapshot: SessionSnapshot;
  onSwitch: (uid: string) => Promise<void> | void;
}

/**
 * Spec §2: a searchable modal of the contexts other than the current one, the user's own first, then
 * alphabetical; an empty text when none; the own context disabled for identification-only users.
 */
export function ContextSwitcher({ snapshot, onSwitch }: ContextSwitcherProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [switching, setSwitching] = useState<string | null>(null);
  // Sorting needs a collator (the language's collation data): only when the list is shown.
  const choices = open ? contextChoices(snapshot, search) : [];
  const current = snapshot.currentContext;

  const close = () => {
    setOpen(false);
    setSearch('');
  };

  const choose = async (uid: string) => {
    setSwitching(uid);
    try {
      await onSwitch(uid);
    } finally {
      setSwitching(null);
      close();
    }
  };

  return (
    <>
      <button
        type="button"
        className="k-button k-button--secondary kontor-navbar__context"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="k-visually-hidden">{t('webapp.shell.context.current')} </span>
        <span>{current?.name ?? t('webapp.shell.context.none')}</span>
        <Icon name="chevron-down" />
      </button>
      <Modal open={open} onClose={close} title="webapp.shell.context.title" size="sm">
        <div className="k-stack">
          <SearchField label="webapp.shell.context.search" onSearch={setSearch} />
          {choices.length === 0 ? (
            <p role="status">{t('webapp.shell.context.empty')}</p>
          ) : (
            <ul className="kontor-context-list" aria-label={t('webapp.shell.context.list')}>
              {choices.map(({ context, disabled }) => (
                <li key={context.uid}>
                  <button
                    type="button"
                    className="kontor-context-list__choice"
                    disabled={disabled || switching !== null}
                    aria-busy={switching === context.uid || undefined}
                    onClick={() => void choose(context.uid)}
                  >
                    <span className="kontor-context-list__name">{context.name}</span>
                    <span className="kontor-context-list__type">
                      {t(`webapp.shell.context.type.${context.type}`)}
                      {disabled ? ` · ${t('webapp.shell.context.identification_only')}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
    </>
  );
}
