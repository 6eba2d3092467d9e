/** Seed: a year of bookings per account. */
import { generateHistory, type HistoryProfile } from './histories';
import { insertMany, type SeedWorld } from './world';

/** A year of transactions per account; the balance is the sum of what was booked. */
export async function seedAccountHistories(world: SeedWorld): Promise<void> {
  const { db, rng, anchorDay, accounts, cards, annaTransactionUids } = world;
  const histories: { key: string; owner: string; profile: HistoryProfile; opening: number; card?: string }[] =
    [
      {
        key: 'annaPrivate',
        owner: 'Anna Meier',
        profile: {
          kind: 'private',
          salary: 824_500,
          employer: 'Zürcher Kantonalbank',
          rent: 215_000,
          landlord: 'Wohnbaugenossenschaft Oerlikon',
          savingsTransfer: 50_000,
        },
        opening: 1_245_080,
        card: 'annaCombo',
      },
      {
        key: 'annaSavings',
        owner: 'Anna Meier',
        profile: { kind: 'savings', monthly: 50_000, from: 'Anna Meier' },
        opening: 2_210_000,
      },
      {
        key: 'annaEuro',
        owner: 'Anna Meier',
        profile: { kind: 'euro' },
        opening: 184_050,
        card: 'annaCombo',
      },
      {
        key: 'noraPrivate',
        owner: 'Nora Schmid',
        profile: {
          kind: 'private',
          salary: 910_000,
          employer: 'Bäckerei Meier GmbH',
          rent: 248_000,
          landlord: 'Livit AG',
        },
        opening: 1_820_000,
        card: 'noraCombo',
      },
      {
        key: 'lucaPrivate',
        owner: 'Luca Rossi',
        profile: {
          kind: 'private',
          salary: 548_000,
          employer: 'Bäckerei Meier GmbH',
          rent: 162_000,
          landlord: 'Wincasa AG',
        },
        opening: 420_000,
        card: 'lucaCombo',
      },
      {
        key: 'clairePrivate',
        owner: 'Claire Dubois',
        profile: {
          kind: 'private',
          salary: 876_000,
          employer: 'Dubois Conseil',
          rent: 231_000,
          landlord: 'Régie du Rhône SA',
        },
        opening: 950_000,
        card: 'claireCombo',
      },
      {
        key: 'benPrivate',
        owner: 'Ben Keller',
        profile: {
          kind: 'private',
          salary: 702_000,
          employer: 'ETH Zürich',
          rent: 189_000,
          landlord: 'Allreal AG',
        },
        opening: 310_000,
      },
      {
        key: 'piaCard',
        owner: 'Pia Frei',
        profile: { kind: 'card-benefit' },
        opening: 20_000,
        card: 'piaCard',
      },
      {
        key: 'baeckereiOperating',
        owner: 'Bäckerei Meier GmbH',
        profile: { kind: 'bakery-operating' },
        opening: 6_850_000,
      },
      {
        key: 'baeckereiPayroll',
        owner: 'Bäckerei Meier GmbH',
        profile: {
          kind: 'bakery-payroll',
          employees: ['Nora Schmid', 'Luca Rossi', 'Jana Kälin', 'Tobias Graf'],
        },
        opening: 1_200_000,
      },
      {
        key: 'aslMain',
        owner: 'Association Sportive Lausanne',
        profile: { kind: 'association' },
        opening: 1_540_000,
      },
    ];
  for (const history of histories) {
    const accountUid = accounts[history.key]!;
    const currency = history.key === 'annaEuro' ? 'EUR' : 'CHF';
    const generated = generateHistory(
      rng,
      {
        uid: accountUid,
        currency,
        ownerName: history.owner,
        cardUid: history.card ? cards[history.card]! : null,
      },
      history.profile,
      anchorDay,
      history.opening,
    );
    await insertMany(db, 'transactions', generated.transactions);
    await db
      .updateTable('cash_accounts')
      .set({ balance_value: generated.balance })
      .where('uid', '=', accountUid)
      .execute();
    if (history.key === 'annaPrivate')
      annaTransactionUids.push(
        ...generated.transactions
          .filter((t) => t.status === 'booked' && t.direction === 'debit')
          .map((t) => t.uid),
      );
  }
}
