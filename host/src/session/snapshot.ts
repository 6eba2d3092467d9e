import { contextOpenTo, partnershipContextType } from 'shared-kernel/domain';
import type {
  Context,
  Language,
  NaturalPerson,
  Partnership,
  SessionSnapshot,
  Suggestion,
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

const LANGUAGES: readonly Language[] = ['de', 'fr', 'it', 'en'];
export const languageOf = (value: string | undefined | null, fallback: Language): Language => {
  const code = (value ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : fallback;
};

/** An engagement as GET /v2/natural-persons/{uid}/partnerships/engagements returns it. */
export interface Engagement extends Partial<Partnership> {
  partnership?: Partnership;
  roles?: Partnership['myRoles'];
  contextType?: Context['type'];
  pictureUri?: string | null;
}

/** The user's own (private) context first, then every partnership (spec §2 context switcher). */
export function contextsOf(user: NaturalPerson, engagements: Engagement[]): Context[] {
  const own: Context = { uid: user.uid, type: 'private', name: `${user.name} ${user.familyName}`.trim() };
  const partnerships = engagements.flatMap((engagement): Context[] => {
    const partnership: Partnership | undefined = engagement.partnership
      ? { ...engagement.partnership, myRoles: engagement.partnership.myRoles ?? engagement.roles ?? [] }
      : engagement.uid && engagement.name
        ? ({ ...engagement, myRoles: engagement.myRoles ?? engagement.roles ?? [] } as Partnership)
        : undefined;
    if (!partnership) return [];
    // Spec §6: a registered partnership lets the user view the contract but capture nothing.
    const type = engagement.contextType ?? partnershipContextType(partnership.myRoles);
    return [
      {
        uid: partnership.uid,
        type,
        name: partnership.name,
        legalForm: partnership.legalForm,
        pictureUri: engagement.pictureUri ?? null,
        partnership,
      },
    ];
  });
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

export interface VirtualIdentity {
  typeName: string;
  status?: string;
}

/** eBill state from the virtual identities and suggestions (spec §2 settings and menu rules). */
export function ebillStateOf(
  identities: VirtualIdentity[],
  suggestions: Suggestion[],
  business: boolean,
): SessionSnapshot['ebill'] {
  const typeName = business ? 'ebillbusiness' : 'ebill';
  const identity = identities.find(
    (entry) => entry.typeName.replace(/[^a-z]/gi, '').toLowerCase() === typeName,
  );
  const status = (identity?.status ?? (identity ? 'ACTIVE' : '')).toUpperCase();
  const suggestionType = business ? 'ebill_business' : 'ebill';
  return {
    active: status === 'ACTIVE',
    activationPending: status === 'REQUESTED',
    activationSuggested:
      status !== 'ACTIVE' &&
      status !== 'REQUESTED' &&
      suggestions.some((suggestion) => suggestion.type === suggestionType && !suggestion.isRemoved),
  };
}

/** Open payment count of GET /v2/open-payment-stats or /cash-accounts/{id}/open-payments-stats. */
export const openCountOf = (stats: unknown): number => {
  const count = (stats as { count?: unknown } | null)?.count;
  return typeof count === 'number' && count >= 0 ? count : 0;
};
