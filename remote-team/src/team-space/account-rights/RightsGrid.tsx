import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { withRight, type AccountRightsEntry } from 'shared-kernel/domain';

const ACTIONS = ['view', 'capture', 'approve'] as const;

export interface GridAccount {
  uid: string;
  name: string;
}

export interface RightsGridProps {
  /** The table's accessible name (a member's name, or the invitation's). */
  caption: string;
  accounts: GridAccount[];
  entries: AccountRightsEntry[];
  onChange?: (entries: AccountRightsEntry[]) => void;
  disabled?: boolean;
  /** Only view may be given (spec §6: a registered-only person captures and approves nothing). */
  viewOnly?: boolean;
}

/** An account's entry (no right when the member holds none on it). */
export const entryFor = (entries: readonly AccountRightsEntry[], accountUid: string): AccountRightsEntry =>
  entries.find((entry) => entry.accountUid === accountUid) ?? {
    accountUid,
    view: false,
    capture: false,
    approve: false,
  };

/**
 * Spec §3 entitlement actions per account: one row per account, a checkbox per view, capture, approve. A change
 * keeps the row valid by the kernel's withRight (capture or approve turn view on; view off turns them off).
 */
export function RightsGrid({
  caption,
  accounts,
  entries,
  onChange,
  disabled,
  viewOnly,
}: RightsGridProps): ReactElement {
  const { t } = useTranslation();
  const toggle = (accountUid: string, action: (typeof ACTIONS)[number], on: boolean) => {
    const next = withRight(entryFor(entries, accountUid), action, on);
    onChange?.([...entries.filter((entry) => entry.accountUid !== accountUid), next]);
  };
  // One group per account (its name the legend), a labelled checkbox per action: fits a 390 px phone without
  // scrolling sideways, and each checkbox's name says its action and account.
  return (
    <div className="team-rights-grid" role="group" aria-label={caption}>
      {accounts.map((account) => {
        const entry = entryFor(entries, account.uid);
        return (
          <fieldset className="team-rights-account" key={account.uid}>
            <legend>{account.name}</legend>
            <div className="team-rights-account__checks">
              {ACTIONS.map((action) => (
                <label className="team-rights-check" key={action}>
                  <input
                    type="checkbox"
                    className="team-rights-grid__check"
                    checked={entry[action]}
                    disabled={disabled || !onChange || (viewOnly && action !== 'view' && !entry[action])}
                    aria-label={t('team.accountRights.checkbox', {
                      action: t(`team.accountRights.actions.${action}`),
                      account: account.name,
                    })}
                    onChange={(event) => toggle(account.uid, action, event.target.checked)}
                  />
                  <span aria-hidden="true">{t(`team.accountRights.actions.${action}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
