/** Statement files as a Swiss customer opens them: CSV for Excel (language, BOM, balances, no formulas), camt.053 references. */
import type { Selectable } from 'kysely';
import type { CashAccountsTable } from '../db/tables/accounts';
import type { TransactionsTable } from '../db/tables/transactions';
import {
  csvText,
  statementCamt053,
  statementCsv,
  statementReference,
  statementTexts,
  transactionUidOfReference,
  type StatementInput,
} from './statements';

const account = {
  uid: '11111111-2222-4333-8444-555555555555',
  iban: 'CH9300762011623852957',
  currency: 'CHF',
  account_name: 'Privatkonto',
  balance_factor: 2,
} as Selectable<CashAccountsTable>;

const booking = (uid: string, values: Partial<Selectable<TransactionsTable>>) =>
  ({
    uid,
    cash_account_uid: account.uid,
    status: 'booked',
    direction: 'debit',
    amount_value: '1250',
    amount_factor: 2,
    currency: 'CHF',
    booking_date: '2026-08-03',
    value_date: '2026-08-03',
    booking_text: 'Kartenzahlung Migros',
    counterparty_name: null,
    counterparty_iban: null,
    category: 'groceries',
    reference: null,
    card_uid: null,
    ...values,
  }) as Selectable<TransactionsTable>;

const input: StatementInput = {
  statementId: statementReference('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'),
  createdAt: new Date('2026-08-26T09:00:00Z'),
  account,
  ownerName: 'Anna Meier',
  from: '2026-07-26',
  to: '2026-08-25',
  openingBalance: 100_000,
  closingBalance: 598_750,
  transactions: [
    booking('00000000-0000-4000-8000-000000000001', { booking_text: '=HYPERLINK("http://x")' }),
    booking('00000000-0000-4000-8000-000000000002', {
      direction: 'credit',
      amount_value: '500000',
      booking_text: 'Lohn August',
      counterparty_name: '@Bäckerei; "Meier"',
      category: 'salary',
      booking_date: '2026-08-25',
      value_date: '2026-08-25',
    }),
  ],
};

describe('csvText', () => {
  // OWASP CSV injection: a cell that starts like a formula is read as text.
  it.each([
    ['=1+1', "'=1+1"],
    ['+41 79 123 45 67', "'+41 79 123 45 67"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Coop; Zürich', '"Coop; Zürich"'],
    ['Café "Sprüngli"', '"Café ""Sprüngli"""'],
    ['Migros', 'Migros'],
    [null, ''],
  ])('%j → %j', (value, cell) => {
    expect(csvText(value)).toBe(cell);
  });
});

describe('statementCsv', () => {
  const lines = statementCsv(input, statementTexts('de')).split('\r\n');

  it('starts with a UTF-8 byte-order mark so Excel shows umlauts', () => {
    expect(lines[0]!.startsWith('\uFEFF')).toBe(true);
  });

  it('names the columns and categories in the user’s language', () => {
    expect(lines[0]).toBe(
      '\uFEFFBuchungsdatum;Valuta;Buchungstext;Gegenpartei;Kategorie;Belastung;Gutschrift;Währung;Referenz;Saldo',
    );
    expect(lines[2]!.split(';')[4]).toBe('Lebensmittel');
    expect(statementCsv(input, statementTexts('fr')).split('\r\n')[0]).toMatch(
      /^\uFEFFDate de comptabilisation;/,
    );
  });

  it('opens and closes with the balances, each booking carrying the balance after it', () => {
    expect(lines[1]).toBe('26.07.2026;;Anfangssaldo;;;;;CHF;;1000.00');
    expect(lines[2]).toBe(
      `03.08.2026;03.08.2026;"'=HYPERLINK(""http://x"")";;Lebensmittel;12.50;;CHF;;987.50`,
    );
    expect(lines[3]).toBe(
      `25.08.2026;25.08.2026;Lohn August;"'@Bäckerei; ""Meier""";Lohn;;5000.00;CHF;;5987.50`,
    );
    expect(lines[4]).toBe('25.08.2026;;Schlusssaldo;;;;;CHF;;5987.50');
    expect(lines[5]).toBe('');
  });
});

describe('camt.053 references', () => {
  const xml = statementCamt053(input);

  it('carries each booking’s whole id, compact, in NtryRef and AcctSvcrRef (Max35Text)', () => {
    const refs = [...xml.matchAll(/<NtryRef>([^<]+)<\/NtryRef>/g)].map((match) => match[1]!);
    expect(refs).toEqual(['00000000000040008000000000000001', '00000000000040008000000000000002']);
    expect(refs.map(transactionUidOfReference)).toEqual(input.transactions.map((t) => t.uid));
    expect([...xml.matchAll(/<AcctSvcrRef>([^<]+)<\/AcctSvcrRef>/g)].map((match) => match[1])).toEqual([
      refs[0],
      refs[0],
      refs[1],
      refs[1],
    ]);
  });

  it('reads a reference back to the booking id, and nothing else', () => {
    expect(transactionUidOfReference('aaaaaaaabbbb4ccc8dddeeeeeeeeeeee')).toBe(
      'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    );
    expect(transactionUidOfReference('not-a-reference')).toBeNull();
  });
});
