/**
 * Canned gateway answers for the dev harness's fixtures mode (`?fixtures=1`): the dashboard, transactions,
 * spending statistics and account information of the harness persona, without a gateway. The selected
 * account holds 10,000 generated bookings (the list benchmark, scripts/bench-transactions.mjs).
 * Answers are built on first use, so the harness pays nothing for them when talking to a real gateway.
 */
import type { ApiFixtures } from 'shared-kernel/dev-harness';
import { chooseCashAccount, type SessionSnapshot } from 'shared-kernel/domain';
import { generateTransactions } from './fixtures';
import type { Transaction } from './types';

export const BENCH_TRANSACTION_COUNT = 10_000;
const OTHER_ACCOUNT_COUNT = 300;
const CATEGORIES = [
  'general',
  'groceries',
  'restaurants',
  'transport',
  'shopping',
  'health',
  'telecom',
  'rent',
  'salary',
];

const suggestion = (
  n: number,
  type: string,
  priority: number,
  isHighlighted = false,
  isRemovable = true,
) => ({
  type,
  titleTag: `app.suggestions.${type}.title`,
  hintTag: `app.suggestions.${type}.hint`,
  lightModeImageURI: null,
  darkModeImageURI: null,
  triggerUid: `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`,
  hasDetails: false,
  isRemovable,
  isRemoved: false,
  isHighlighted,
  priority,
});
const SAMPLE_SUGGESTIONS = [
  suggestion(1, 'ebill', 20),
  suggestion(2, 'month_stats', 10),
  suggestion(3, 'release_notes', 30, true, false),
];

export function accountsMainFixtures(session: SessionSnapshot): ApiFixtures {
  const fixtures: ApiFixtures = {};
  const lazy = (key: string, make: () => unknown) => {
    let value: unknown;
    let made = false;
    Object.defineProperty(fixtures, key, {
      enumerable: true,
      get: () => {
        if (!made) {
          value = make();
          made = true;
        }
        return value;
      },
    });
  };
  const selected = chooseCashAccount(session.cashAccounts, session.selectedCashAccountUid);
  const bookings = new Map<string, Transaction[]>();
  const bookingsOf = (uid: string, currency: string) => {
    if (!bookings.has(uid)) {
      const count = uid === selected?.uid ? BENCH_TRANSACTION_COUNT : OTHER_ACCOUNT_COUNT;
      bookings.set(uid, generateTransactions(count, uid, { currency, seed: uid.length + count }));
    }
    return bookings.get(uid) as Transaction[];
  };

  for (const account of session.cashAccounts) {
    lazy(`GET /v2/cash-accounts/${account.uid}/transactions`, () =>
      bookingsOf(account.uid, account.currency),
    );
    lazy(`GET /v2/accounts/${account.uid}/stats`, () => {
      const month = bookingsOf(account.uid, account.currency).filter(
        (t) => t.status === 'booked' && t.bookingDate.startsWith('2026-11'),
      );
      const sum = (direction: string) =>
        month.filter((t) => t.direction === direction).reduce((total, t) => total + t.amount.value, 0);
      const amount = (value: number) => ({ value, factor: 2, currency: account.currency });
      return {
        period: '2026-11',
        debit: amount(sum('debit')),
        credit: amount(sum('credit')),
        saved: amount(sum('credit') - sum('debit')),
        total: account.totalValuation,
      };
    });
  }
  if (selected) {
    lazy('POST /spendings/timeseries', () => {
      const byMonth = new Map<string, number>();
      for (const t of bookingsOf(selected.uid, selected.currency))
        if (t.status === 'booked' && t.direction === 'debit')
          byMonth.set(
            t.bookingDate.slice(0, 7),
            (byMonth.get(t.bookingDate.slice(0, 7)) ?? 0) + t.amount.value,
          );
      return {
        pattern: 'YYYY-MM',
        series: [...byMonth.entries()].map(([period, value]) => ({
          period,
          spending: { value, factor: 2, currency: selected.currency },
        })),
      };
    });
    for (const [index, t] of bookingsOf(selected.uid, selected.currency).slice(0, 30).entries())
      lazy(`GET /v2/transactions/${t.uid}/receipt`, () => ({
        transactionUid: t.uid,
        noteText: index % 3 === 0 ? 'Wocheneinkauf mit @Lea Brunner' : null,
        tags: index % 3 === 0 ? ['#haushalt'] : [],
        mentions: index % 3 === 0 ? ['@Lea Brunner'] : [],
        attachedFiles:
          index % 3 === 0
            ? [
                {
                  resourceUid: `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`,
                  bucketFileName: `00000000-0000-4000-b000-${String(index).padStart(12, '0')}.pdf`,
                  displayName: 'Quittung-Migros-Zuerich-Hauptbahnhof.pdf',
                  mime: 'application/pdf',
                  fileSize: 48_213,
                },
              ]
            : [],
      }));
  }
  const context = session.currentContext;
  const profile = {
    tags: ['#haushalt', '#ferien', '#spesen', '#geschenke', '#steuern'],
    mentions: ['@Lea Brunner', '@Nora Schmid', '@Marco Steiner'],
  };
  if (context) {
    lazy(`GET /natural-persons/${context.uid}/tag-profile`, () => profile);
    lazy(`GET /partnerships/${context.uid}/tag-profile`, () => profile);
    lazy(`GET /v2/agents/${context.uid}/suggestions`, () =>
      session.suggestions.length > 0 ? session.suggestions : SAMPLE_SUGGESTIONS,
    );
    lazy(`GET /v2/partnerships/${context.uid}`, () => ({
      name: context.name,
      contactDetails: {
        domicileAddress: {
          street: 'Schaffhauserstrasse',
          number: '350',
          postalCode: '8050',
          city: 'Zürich',
          country: 'CHE',
        },
      },
    }));
  }
  if (session.user)
    lazy(`GET /v2/natural-persons/${session.user.uid}/domicile`, () => ({
      agentAddress: session.user?.address?.agentAddress ?? {
        street: 'Bahnhofstrasse',
        number: '12',
        postalCode: '8001',
        city: 'Zürich',
        country: 'CHE',
      },
    }));
  lazy('GET /v2/transactions/1/customize', () => ({
    type: 'object',
    properties: {
      category: { type: 'string', enum: CATEGORIES, default: 'general' },
      noteText: { type: 'string', maxLength: 500 },
    },
  }));
  return fixtures;
}
