/**
 * The facts the kernel's card rules (shared-kernel/src/domain/rules/cards.ts) read, from the request and the
 * gateway's tables: the caller's context (private, or a partnership with roles and entitlements), the bank's
 * today and the plan features of the agent whose account a card debits. Nothing is decided here.
 */
import type { CardContextFacts } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { requirePerson } from '../http/access';
import type { Language, RequestContext } from '../http/context';
import { HttpError } from '../http/errors';
import { entitlementFacts } from '../http/rights';
import { contextFeatures } from '../payments/checks';
import { bankToday } from '../payments/clock';
import { translate } from '../payments/messages';

export interface CardCaller {
  personUid: string;
  email: string | null;
  language: Language;
  /** The caller's context as the card rules read it. */
  context: CardContextFacts;
  today: string;
  /** Plan features by agent (the owner of a card's debit account), read once per request. */
  featuresOf(agentUid: string): Promise<Record<string, boolean>>;
}

/** The card rules' facts for the caller in the request's context. */
export async function cardCaller(db: KontorExecutor, ctx: RequestContext): Promise<CardCaller> {
  const personUid = requirePerson(ctx);
  const context: CardContextFacts = ctx.partnershipUid
    ? {
        type: 'business',
        personUid,
        partnershipUid: ctx.partnershipUid,
        roles: ctx.roles,
        entitlements: await entitlementFacts(db, personUid, ctx.partnershipUid),
      }
    : { type: 'private', personUid };
  const features = new Map<string, Promise<Record<string, boolean>>>();
  return {
    personUid,
    email: ctx.email,
    language: ctx.language,
    context,
    today: await bankToday(db),
    featuresOf(agentUid) {
      let known = features.get(agentUid);
      if (!known) features.set(agentUid, (known = contextFeatures(db, agentUid)));
      return known;
    },
  };
}

/** The refusal's text is the one the cards screen shows for the code (remote-cards' catalogues). */
export const cardMessageKey = (code: string): string => `webapp.cards.errors.${code}`;

/** A coded card error ({code, message}, spec §8) of any status, its message in the caller's language. */
export const cardError = (
  language: Language,
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
): HttpError => new HttpError(status, { code, message: translate(language, cardMessageKey(code)), ...extra });
