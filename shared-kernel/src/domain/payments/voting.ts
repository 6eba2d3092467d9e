/**
 * Signatures under a partnership's voting rule (spec §4 voting rules: none, as_one, as_two, as_three,
 * vote). A signer is a person with approve right on the debit account; each signer counts once; one
 * rejection rejects.
 */
import type { VotingRule } from '../entities';

const FIXED: Record<Exclude<VotingRule, 'vote'>, number> = { none: 0, as_one: 1, as_two: 2, as_three: 3 };

/**
 * Signatures that release an order: none needs none (capture releases), as_one/two/three need 1/2/3,
 * vote needs a majority of the eligible signatories.
 */
export function requiredSignatures(rule: VotingRule, eligibleSignatories: number): number {
  if (rule === 'vote') return Math.floor(Math.max(0, eligibleSignatories) / 2) + 1;
  return FIXED[rule];
}

export interface VotingState {
  required: number;
  /** Distinct signers so far. */
  given: number;
  stillNeeded: number;
  released: boolean;
}

/** Whether the signatures so far release the order; duplicates of one signer count once. */
export function evaluateVotingRule(required: number, signers: readonly string[]): VotingState {
  const given = new Set(signers).size;
  const stillNeeded = Math.max(0, required - given);
  return { required, given, stillNeeded, released: stillNeeded === 0 };
}

/** Signers after one more signature: the same list when that person already signed. */
export const withSignature = (signers: readonly string[], personUid: string): string[] =>
  signers.includes(personUid) ? [...signers] : [...signers, personUid];

/**
 * Spec §4: an approval still takes this person's signature: it is pending and they have not signed it (each
 * signer counts once). With the approval rule's answer (paymentOrderApprovalAllowed) it decides whether a
 * reader may approve; the gateway's views, its decisions and the open activities ask it.
 */
export const signatureOpenTo = (
  approval: { status: string; approvedBy: readonly string[] },
  personUid: string,
): boolean => approval.status === 'pending' && !approval.approvedBy.includes(personUid);
