/** Spec §2 "Side area and context switcher". */
import type { CashAccount, Context } from '../entities';
import type { SessionSnapshot } from '../session';
import { builtOnce } from '../format/locale';
import {
  contextOpenTo,
  currentContextType,
  isActiveAccount,
  isBootstrapperRequestor,
  isEntitledToAccount,
  isPotatoOnly,
} from './context';

export interface OtherAccountEntry {
  account: CashAccount;
  /** Accounts whose status is not active are dimmed with a status label. */
  dimmed: boolean;
  /** The status a dimmed account is labelled with; null when active. */
  statusLabel: string | null;
  /** i18n key of that label (dict.cashAccountStatus.<status>); null when active. */
  statusLabelKey: string | null;
  /** Users lacking entitlement on the account see its name without amounts. */
  amountsVisible: boolean;
}

export interface OtherAccountsArea {
  /** Listed only when more than one cash account exists. */
  visible: boolean;
  accounts: OtherAccountEntry[];
  canAddAccount: boolean;
}

/**
 * Add-account: not in private context, hidden while an account with billing is being cancelled, and for
 * potato-only users and the bootstrapper requestor (spec §2, §6).
 */
export const canAddAccount = (session: SessionSnapshot): boolean =>
  currentContextType(session) === 'partnership' &&
  !session.billingAccountCancelling &&
  !isPotatoOnly(session) &&
  !isBootstrapperRequestor(session);

/** The side area's add-account link: where it leads and the rule (by name) that offers it. */
export const ADD_ACCOUNT_LINK = { to: '/cash-account-create', rule: 'canAddAccount' } as const;

export function otherAccountsArea(session: SessionSnapshot): OtherAccountsArea {
  const accounts = session.cashAccounts.map((account) => {
    const active = isActiveAccount(account);
    return {
      account,
      dimmed: !active,
      statusLabel: active ? null : account.status,
      statusLabelKey: active ? null : `dict.cashAccountStatus.${account.status}`,
      amountsVisible: isEntitledToAccount(session, account),
    };
  });
  return { visible: accounts.length > 1, accounts, canAddAccount: canAddAccount(session) };
}

export interface ContextChoice {
  context: Context;
  /** The user's own context is disabled for identification-only users (spec §6). */
  disabled: boolean;
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Building a collator loads the language's collation data: one per language. */
const collatorFor = builtOnce((language: string) => new Intl.Collator(language, { sensitivity: 'base' }));

/**
 * Context switcher list: every context except the current one, the user's own first, then
 * alphabetical; filtered by the search text (case and accent insensitive). Empty when none match.
 */
export function contextChoices(session: SessionSnapshot, search = ''): ContextChoice[] {
  const needle = fold(search.trim());
  const ownUid = session.user?.uid ?? null;
  const isOwn = (context: Context) =>
    context.type === 'private' && (ownUid === null || context.uid === ownUid);
  const collator = collatorFor(session.language);
  return session.contexts
    .filter((context) => context.uid !== session.currentContext?.uid)
    .filter((context) => needle === '' || fold(context.name).includes(needle))
    .sort((a, b) => Number(isOwn(b)) - Number(isOwn(a)) || collator.compare(a.name, b.name))
    .map((context) => ({ context, disabled: isOwn(context) && !contextOpenTo(session.user, context) }));
}
