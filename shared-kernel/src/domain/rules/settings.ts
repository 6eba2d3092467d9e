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

const ENTRIES: { id: SettingsEntryId; to?: string; shown: (session: SessionSnapshot) => boolean }[] = [
  { id: 'personalDetails', to: '/personal-details', shown: isPrivateContext },
  {
    id: 'partnershipDetails',
    to: '/partnership-details',
    shown: (s) => currentContextType(s) === 'partnership' && !isBootstrapperRequestor(s),
  },
  { id: 'security', to: '/settings', shown: () => true },
  { id: 'legal', to: '/legal', shown: () => true },
  // Private always; partnership or registered only if data-sharing exports exist.
  {
    id: 'documents',
    to: '/documents',
    shown: (s) => isPrivateContext(s) || (currentContextType(s) !== null && s.dataSharingExportsExist),
  },
  {
    id: 'subscription',
    to: '/sme-subscription',
    shown: (s) =>
      currentContextType(s) === 'partnership' &&
      partnershipStatusIn(s, ['bankable']) &&
      !isBootstrapperRequestor(s),
  },
  {
    id: 'activateEbill',
    to: '/ebill/activate',
    shown: (s) =>
      (isPrivateContext(s) || currentContextType(s) === 'partnership') && s.ebill.activationSuggested,
  },
  {
    id: 'ebillSettings',
    to: '/ebill/settings',
    shown: (s) => s.ebill.active && !s.ebill.activationSuggested,
  },
  { id: 'logout', shown: () => true },
];

export function settingsEntries(session: SessionSnapshot): SettingsEntry[] {
  return ENTRIES.filter((entry) => entry.shown(session)).map(({ id, to }) => (to ? { id, to } : { id }));
}
