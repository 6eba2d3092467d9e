/** Spec §2 "Settings dropdown entries". */
import type { SessionSnapshot } from '../session';
import {
  currentContextType,
  isBootstrapperRequestor,
  isPrivateContext,
  partnershipStatusIn,
} from './context';

export type SettingsEntryId =
  | 'personalDetails'
  | 'partnershipDetails'
  | 'security'
  | 'legal'
  | 'documents'
  | 'subscription'
  | 'activateEbill'
  | 'ebillSettings'
  | 'logout';

export interface SettingsEntry {
  id: SettingsEntryId;
  /** Route the entry opens; logout has none (the host logs out). */
  to?: string;
}

type Rule = (session: SessionSnapshot) => boolean;

/**
 * The entries' rules by name: the side menu's rule table (menu.ts visibilityRules) includes them, so a
 * route's guard and a descriptor's enterRule can name them too.
 */
export const settingsRules = {
  showPersonalDetails: isPrivateContext,
  // Partnership; hidden for the bootstrapper requestor (spec §2, §6).
  showPartnershipDetails: (s) => currentContextType(s) === 'partnership' && !isBootstrapperRequestor(s),
  // Private always; partnership or registered only if data-sharing exports exist.
  showDocuments: (s) => isPrivateContext(s) || (currentContextType(s) !== null && s.dataSharingExportsExist),
  showSubscription: (s) =>
    currentContextType(s) === 'partnership' &&
    partnershipStatusIn(s, ['bankable']) &&
    !isBootstrapperRequestor(s),
  offerEbillActivation: (s) =>
    (isPrivateContext(s) || currentContextType(s) === 'partnership') && s.ebill.activationSuggested,
  // In the contexts eBill lives in (private or partnership, as its route): a registered person reads no eBill.
  showEbillSettings: (s) =>
    (isPrivateContext(s) || currentContextType(s) === 'partnership') &&
    s.ebill.active &&
    !s.ebill.activationSuggested,
} satisfies Record<string, Rule>;

export type SettingsRuleName = keyof typeof settingsRules;

/** The dropdown in order: each entry's route and the rule that shows it (no rule: every context). */
export const SETTINGS_ENTRIES: readonly { id: SettingsEntryId; to?: string; rule?: SettingsRuleName }[] = [
  { id: 'personalDetails', to: '/personal-details', rule: 'showPersonalDetails' },
  { id: 'partnershipDetails', to: '/partnership-details', rule: 'showPartnershipDetails' },
  { id: 'security', to: '/settings' },
  { id: 'legal', to: '/legal' },
  { id: 'documents', to: '/documents', rule: 'showDocuments' },
  { id: 'subscription', to: '/sme-subscription', rule: 'showSubscription' },
  { id: 'activateEbill', to: '/ebill/activate', rule: 'offerEbillActivation' },
  { id: 'ebillSettings', to: '/ebill/settings', rule: 'showEbillSettings' },
  { id: 'logout' },
];

/** Whether a settings entry is shown in this session. */
export const isSettingsEntryShown = (entry: { rule?: SettingsRuleName }, session: SessionSnapshot): boolean =>
  entry.rule === undefined || settingsRules[entry.rule](session);

export function settingsEntries(session: SessionSnapshot): SettingsEntry[] {
  return SETTINGS_ENTRIES.filter((entry) => isSettingsEntryShown(entry, session)).map(({ id, to }) =>
    to ? { id, to } : { id },
  );
}
