/**
 * Generated bookings for tests, the dev harness's fixtures mode and the list benchmark: deterministic
 * (same seed, same list), spread back in time from a fixed day, with every status, direction and category.
 */
import type { Transaction, TransactionStatus } from './types';

const MERCHANTS = [
  'Migros',
  'Coop',
  'SBB CFF FFS',
  'Denner',
  'Manor',
  'Swisscom',
  'Galaxus',
  'Apotheke Dr. Bähler',
  'Volg',
];
const COUNTERPARTIES = [
  'Lea Brunner',
  'Nora Schmid',
  'Immobilien Zürich AG',
  'Bäckerei Meier GmbH',
  'Marco Steiner',
];
const CATEGORIES = [
  'groceries',
  'transport',
  'shopping',
  'telecom',
  'health',
  'restaurants',
  'rent',
  'salary',
  'general',
];
const STATUSES: TransactionStatus[] = [
  'booked',
  'booked',
  'booked',
  'booked',
  'booked',
  'booked',
  'reserved',
  'rejected',
  'cancelled',
  'fraud',
];
const DECLINES = ['decline', 'reversed_by_merchant', 'manual_release', 'reversed_issuer_expiration'] as const;

/** A small deterministic generator (mulberry32), so fixtures never change between runs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export function generateTransactions(
  count: number,
  cashAccountUid: string,
  options: { seed?: number; lastDay?: string; currency?: string } = {},
): Transaction[] {
  const next = random(options.seed ?? 7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const last = new Date(`${options.lastDay ?? '2026-11-20'}T12:00:00Z`).getTime();
  const currency = options.currency ?? 'CHF';
  return Array.from({ length: count }, (_, index) => {
    // About 30 bookings a day, newest first.
    const day = new Date(last - Math.floor(index / 30) * 86_400_000).toISOString().slice(0, 10);
    const credit = next() < 0.15;
    const status = credit ? 'booked' : pick(STATUSES);
    const category = credit ? pick(['salary', 'general'] as const) : pick(CATEGORIES);
    const merchant = credit ? null : { name: pick(MERCHANTS), city: 'Zürich' };
    return {
      uid: uid(index + 1),
      cashAccountUid,
      status,
      direction: credit ? 'credit' : 'debit',
      amount: { value: Math.round(next() * (credit ? 500_000 : 25_000)) + 100, factor: 2, currency },
      declineReason: status === 'rejected' || status === 'cancelled' ? pick(DECLINES) : null,
      merchant,
      counterparty: {
        name: credit ? pick(COUNTERPARTIES) : null,
        iban: credit ? 'CH5604835012345678009' : null,
      },
      category,
      bookingText: credit ? 'Gutschrift' : `Kartenzahlung ${merchant?.name ?? ''}`.trim(),
      reference: null,
      bookingDate: day,
      valueDate: day,
      createdAt: `${day}T${String(23 - (index % 24)).padStart(2, '0')}:00:00.000Z`,
      cardUid: null,
      attachedReceipt: { hasAttachment: index % 27 === 0, hasNote: index % 9 === 0 },
      _links: {
        self: { href: `/api/v2/transactions/${uid(index + 1)}` },
        receipt: { href: `/api/v2/transactions/${uid(index + 1)}/receipt` },
      },
      _actions: {
        editReceipt: { method: 'PATCH', href: `/api/v2/transactions/${uid(index + 1)}/receipt` },
      },
    } satisfies Transaction;
  });
}
