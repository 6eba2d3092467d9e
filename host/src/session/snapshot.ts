import {
  contextOpenTo,
  ebillActivationPending,
  ebillSubscriptionActive,
  ebillSuggestionOffered,
  ebillSuggestionType,
  partnershipContextType,
  type EbillSubscriptionStatus,
} from 'shared-kernel/domain';
import type {
  Context,
  Engagement,
  NaturalPerson,
  SessionSnapshot,
  Suggestion,
  VirtualIdentity,
} from 'shared-kernel/domain';

/** Lists come bare or wrapped ({items}, {data}, {<name>}); take the first array found. */
export function listOf<T>(data: unknown, ...names: string[]): T[] {
  if (Array.isArray(data)) return data as T[];
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  for (const name of [...names, 'items', 'data', 'content']) {
    if (Array.isArray(record[name])) return record[name] as T[];
  }
  return [];
}

/**
 * The user's own (private) context first, then every partnership (spec §2 context switcher), from the engagements
 * of GET /v2/natural-persons/{uid}/partnerships/engagements (the partnerships contract: each names its partnership
 * with the user's roles in it).
 */
export function contextsOf(user: NaturalPerson, engagements: readonly Engagement[]): Context[] {
  const own: Context = { uid: user.uid, type: 'private', name: `${user.name} ${user.familyName}`.trim() };
  const partnerships = engagements.map(({ partnership }): Context => ({
    uid: partnership.uid,
    // Spec §6: a registered partnership lets the user view the contract but capture nothing.
    type: partnershipContextType(partnership.myRoles),
    name: partnership.name,
    legalForm: partnership.legalForm,
    pictureUri: partnership.pictureUri,
    partnership,
  }));
  return [own, ...partnerships];
}

/** The context to start in: the preferred one where the kernel's contextOpenTo lets the user in (spec §6). */
export function chooseContext(
  contexts: Context[],
  user: NaturalPerson,
  preferredUid: string | null,
): Context | null {
  const allowed = contexts.filter((context) => contextOpenTo(user, context));
  return allowed.find((context) => context.uid === preferredUid) ?? allowed[0] ?? contexts[0] ?? null;
}

/** What the eBill state reads of an identity: its type, and its eBill status where one is sent (any case). */
type IdentityFact = Pick<VirtualIdentity, 'typeName'> & { status?: string | null };

/**
 * eBill state from the virtual identities and suggestions (spec §2 settings and menu rules), by the kernel's eBill
 * rules (the gateway offers the suggestion by the same `ebillSuggestionOffered`).
 */
export function ebillStateOf(
  identities: readonly IdentityFact[],
  suggestions: Suggestion[],
  business: boolean,
): SessionSnapshot['ebill'] {
  const typeName = business ? 'ebillbusiness' : 'ebill';
  const identity = identities.find(
    (entry) => entry.typeName.replace(/[^a-z]/gi, '').toLowerCase() === typeName,
  );
  // The rules compare with the statuses they name; any other text sent is none of them (the contract's status
  // tuple is not imported: it would bring the eBill wire schemas into the login's bundle).
  const status = ((identity?.status ?? (identity ? 'ACTIVE' : '')).toUpperCase() ||
    null) as EbillSubscriptionStatus | null;
  const suggestionType = ebillSuggestionType(business);
  return {
    active: ebillSubscriptionActive(status),
    activationPending: ebillActivationPending(status),
    activationSuggested:
      ebillSuggestionOffered(status) &&
      suggestions.some((suggestion) => suggestion.type === suggestionType && !suggestion.isRemoved),
  };
}

/**
 * What awaits the customer in the payment overview (its menu badge), of GET /v2/open-payment-stats or
 * /cash-accounts/{id}/open-payments-stats: the open orders plus the open eBill invoices (`ebill.open`, issue 31).
 */
export const openCountOf = (stats: unknown): number => {
  const read = stats as { count?: unknown; ebill?: { open?: unknown } } | null;
  const part = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);
  return part(read?.count) + part(read?.ebill?.open);
};
