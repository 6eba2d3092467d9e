/**
 * A year of realistic account history for one cash account, generated from a profile of recurring
 * and everyday bookings with Swiss counterparties. Deterministic for a given random stream and anchor day.
 */
import type { Insertable } from 'kysely';
import type { TransactionsTable } from '../schema';
import { ibanFromBban } from '../iban';
import { addDays, type SeededRandom } from './random';

export type HistoryProfile =
  | {
      kind: 'private';
      salary: number;
      employer: string;
      rent: number;
      landlord: string;
      savingsTransfer?: number;
    }
  | { kind: 'savings'; monthly: number; from: string }
  | { kind: 'euro' }
  | { kind: 'bakery-operating' }
  | { kind: 'bakery-payroll'; employees: readonly string[] }
  | { kind: 'association' }
  | { kind: 'card-benefit' };

export interface HistoryAccount {
  uid: string;
  currency: string;
  ownerName: string;
  cardUid: string | null;
}

export interface GeneratedHistory {
  transactions: Insertable<TransactionsTable>[];
  /** Sum of booked credits minus booked debits, in minor units. */
  balance: number;
}

interface Merchant {
  name: string;
  city: string;
  category: string;
  min: number;
  max: number;
}

const GROCERIES: Merchant[] = [
  { name: 'Migros', city: 'Zürich', category: 'groceries', min: 800, max: 14000 },
  { name: 'Coop', city: 'Zürich', category: 'groceries', min: 600, max: 12000 },
  { name: 'Denner', city: 'Zürich', category: 'groceries', min: 500, max: 6000 },
  { name: 'Aldi Suisse', city: 'Dietlikon', category: 'groceries', min: 1500, max: 9000 },
  { name: 'Lidl Schweiz', city: 'Winterthur', category: 'groceries', min: 1200, max: 8000 },
  { name: 'Volg', city: 'Uster', category: 'groceries', min: 400, max: 3500 },
];
const EVERYDAY: Merchant[] = [
  { name: 'SBB CFF FFS', city: 'Bern', category: 'transport', min: 440, max: 8800 },
  { name: 'ZVV Ticket', city: 'Zürich', category: 'transport', min: 280, max: 1300 },
  { name: 'Mobility Genossenschaft', city: 'Luzern', category: 'transport', min: 1800, max: 9500 },
  { name: 'Tibits', city: 'Zürich', category: 'restaurants', min: 1800, max: 4500 },
  { name: 'Hiltl', city: 'Zürich', category: 'restaurants', min: 2500, max: 9000 },
  { name: 'Confiserie Sprüngli', city: 'Zürich', category: 'restaurants', min: 900, max: 4200 },
  { name: 'Starbucks Bahnhofstrasse', city: 'Zürich', category: 'restaurants', min: 600, max: 1500 },
  { name: 'Digitec Galaxus', city: 'Zürich', category: 'shopping', min: 1900, max: 42000 },
  { name: 'Manor', city: 'Zürich', category: 'shopping', min: 2500, max: 18000 },
  { name: 'IKEA Spreitenbach', city: 'Spreitenbach', category: 'shopping', min: 1500, max: 35000 },
  { name: 'Ochsner Sport', city: 'Zürich', category: 'shopping', min: 3000, max: 22000 },
  { name: 'Amavita Apotheke', city: 'Zürich', category: 'health', min: 900, max: 7500 },
  { name: 'Kino Pathé Spreitenbach', city: 'Spreitenbach', category: 'leisure', min: 1900, max: 5400 },
  { name: 'Orell Füssli', city: 'Zürich', category: 'education', min: 1500, max: 6500 },
];
const EURO_MERCHANTS: Merchant[] = [
  { name: 'Esselunga', city: 'Milano', category: 'groceries', min: 1200, max: 9000 },
  { name: 'Trenitalia', city: 'Roma', category: 'transport', min: 1900, max: 8900 },
  { name: 'Deutsche Bahn', city: 'Berlin', category: 'transport', min: 2900, max: 12900 },
  { name: 'Carrefour', city: 'Annecy', category: 'groceries', min: 1500, max: 11000 },
  { name: 'Ristorante Da Gino', city: 'Como', category: 'restaurants', min: 3500, max: 12000 },
];
const BENEFIT_MERCHANTS: Merchant[] = [
  { name: 'Migros Restaurant', city: 'Bern', category: 'restaurants', min: 1100, max: 2400 },
  { name: 'Coop Restaurant', city: 'Bern', category: 'restaurants', min: 1000, max: 2200 },
  { name: 'Brezelkönig', city: 'Bern', category: 'restaurants', min: 450, max: 1200 },
  { name: 'Migros', city: 'Bern', category: 'groceries', min: 800, max: 6000 },
];
const SUPPLIERS: { name: string; category: string; min: number; max: number; bban: string }[] = [
  { name: 'Bachmann Mühle AG', category: 'suppliers', min: 120000, max: 380000, bban: '0070011000123456' },
  { name: 'Emmi Schweiz AG', category: 'suppliers', min: 45000, max: 160000, bban: '0900000060001234' },
  { name: 'Pistor AG', category: 'suppliers', min: 80000, max: 240000, bban: '0070011000654321' },
  { name: 'Felchlin Schweiz AG', category: 'suppliers', min: 30000, max: 110000, bban: '0078724500987654' },
];

/** Cash rounding to 5 centimes, as Swiss merchants charge. */
const roundTo5 = (value: number): number => Math.round(value / 5) * 5;

export function generateHistory(
  rng: SeededRandom,
  account: HistoryAccount,
  profile: HistoryProfile,
  anchorDay: string,
  openingBalance: number,
): GeneratedHistory {
  const transactions: Insertable<TransactionsTable>[] = [];
  let balance = 0;
  const start = addDays(anchorDay, -365);

  const add = (entry: {
    day: string;
    direction: 'credit' | 'debit';
    value: number;
    category: string;
    text: string;
    merchant?: Merchant;
    counterpartyName?: string;
    counterpartyIban?: string;
    reference?: string;
    byCard?: boolean;
  }): void => {
    const daysAgo = Math.round((Date.parse(anchorDay) - Date.parse(entry.day)) / 86_400_000);
    let status: TransactionsTable['status'] = 'booked';
    let declineReason: string | null = null;
    if (entry.byCard) {
      // Card payments of the last two days are still reservations; a few are declined or reversed (spec §4).
      if (daysAgo <= 2) status = 'reserved';
      else if (rng.chance(0.012)) [status, declineReason] = ['rejected', 'decline'];
      else if (rng.chance(0.006)) [status, declineReason] = ['cancelled', 'reversed_by_merchant'];
      else if (rng.chance(0.004)) [status, declineReason] = ['cancelled', 'reversed_issuer_expiration'];
    }
    const hour = entry.byCard ? rng.int(7, 21) : rng.int(5, 8);
    const minute = rng.int(0, 59);
    const createdAt = `${entry.day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}Z`;
    const valueDate = entry.byCard && status === 'booked' ? addDays(entry.day, 1) : entry.day;
    transactions.push({
      uid: rng.uuid(),
      cash_account_uid: account.uid,
      status,
      direction: entry.direction,
      amount_value: entry.value,
      amount_factor: 2,
      currency: account.currency,
      decline_reason: declineReason,
      merchant_name: entry.merchant?.name ?? null,
      merchant_city: entry.merchant?.city ?? null,
      counterparty_name: entry.counterpartyName ?? entry.merchant?.name ?? null,
      counterparty_iban: entry.counterpartyIban ?? null,
      category: entry.category,
      booking_text: entry.text,
      reference: entry.reference ?? null,
      booking_date: entry.day,
      value_date: valueDate,
      card_uid: entry.byCard ? account.cardUid : null,
      payment_order_uid: null,
      created_at: createdAt,
    });
    if (status === 'booked') balance += entry.direction === 'credit' ? entry.value : -entry.value;
  };

  const cardSpend = (day: string, merchants: Merchant[]): void => {
    const merchant = rng.pick(merchants);
    add({
      day,
      direction: 'debit',
      value: roundTo5(rng.int(merchant.min, merchant.max)),
      category: merchant.category,
      text: `${merchant.name}, ${merchant.city}`,
      merchant,
      byCard: true,
    });
  };

  add({
    day: start,
    direction: 'credit',
    value: openingBalance,
    category: 'transfer',
    text: 'Saldovortrag',
    counterpartyName: account.ownerName,
  });

  for (let offset = -364; offset <= 0; offset += 1) {
    const day = addDays(anchorDay, offset);
    const dayOfMonth = Number(day.slice(8, 10));
    const month = day.slice(0, 7);
    switch (profile.kind) {
      case 'private': {
        if (dayOfMonth === 25)
          add({
            day,
            direction: 'credit',
            value: profile.salary,
            category: 'salary',
            text: `Lohn ${month}`,
            counterpartyName: profile.employer,
            counterpartyIban: ibanFromBban('CH', '0070011000' + '987001'),
          });
        if (dayOfMonth === 1)
          add({
            day,
            direction: 'debit',
            value: profile.rent,
            category: 'rent',
            text: `Miete ${month}`,
            counterpartyName: profile.landlord,
            counterpartyIban: ibanFromBban('CH', '0483500000' + '112233'),
          });
        if (dayOfMonth === 5)
          add({
            day,
            direction: 'debit',
            value: 41_285,
            category: 'insurance',
            text: 'Prämie Krankenversicherung',
            counterpartyName: 'CSS Versicherung AG',
            counterpartyIban: ibanFromBban('CH', '0900000060' + '000115'),
          });
        if (dayOfMonth === 12)
          add({
            day,
            direction: 'debit',
            value: 8_990,
            category: 'telecom',
            text: 'Swisscom inOne mobile',
            counterpartyName: 'Swisscom (Schweiz) AG',
            counterpartyIban: ibanFromBban('CH', '0900000030' + '000000'),
          });
        if (dayOfMonth === 20 && Number(month.slice(5)) % 3 === 0)
          add({
            day,
            direction: 'debit',
            value: roundTo5(rng.int(9_000, 16_000)),
            category: 'utilities',
            text: 'ewz Stromrechnung',
            counterpartyName: 'ewz Elektrizitätswerk der Stadt Zürich',
            counterpartyIban: ibanFromBban('CH', '0070070000' + '020202'),
          });
        if (dayOfMonth === 26 && profile.savingsTransfer)
          add({
            day,
            direction: 'debit',
            value: profile.savingsTransfer,
            category: 'savings',
            text: 'Übertrag Sparkonto',
            counterpartyName: account.ownerName,
          });
        if (rng.chance(0.55)) cardSpend(day, GROCERIES);
        if (rng.chance(0.45)) cardSpend(day, EVERYDAY);
        if (rng.chance(0.03))
          add({
            day,
            direction: 'debit',
            value: rng.int(2, 8) * 5_000,
            category: 'cash',
            text: 'Bargeldbezug Bancomat',
            byCard: true,
            merchant: { name: 'Bancomat ZKB', city: 'Zürich', category: 'cash', min: 0, max: 0 },
          });
        if (rng.chance(0.015))
          add({
            day,
            direction: 'credit',
            value: roundTo5(rng.int(2_000, 15_000)),
            category: 'transfer',
            text: 'TWINT Gutschrift',
            counterpartyName: rng.pick(['Lea Brunner', 'Marco Steiner', 'Sandra Weber']),
          });
        break;
      }
      case 'savings':
        if (dayOfMonth === 26)
          add({
            day,
            direction: 'credit',
            value: profile.monthly,
            category: 'savings',
            text: 'Übertrag vom Privatkonto',
            counterpartyName: profile.from,
          });
        if (day.slice(5) === '12-31')
          add({
            day,
            direction: 'credit',
            value: 1_835,
            category: 'other_income',
            text: 'Zinsgutschrift',
            counterpartyName: 'Kontor',
          });
        break;
      case 'euro':
        if (rng.chance(0.06)) cardSpend(day, EURO_MERCHANTS);
        if (dayOfMonth === 15 && Number(month.slice(5)) % 4 === 0)
          add({
            day,
            direction: 'credit',
            value: 60_000,
            category: 'transfer',
            text: 'Währungsumtausch CHF/EUR',
            counterpartyName: account.ownerName,
          });
        break;
      case 'bakery-operating': {
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        if (weekday !== 0)
          add({
            day,
            direction: 'credit',
            value: roundTo5(rng.int(110_000, 260_000)),
            category: 'other_income',
            text: 'Worldline Kartenzahlungen',
            counterpartyName: 'Worldline Schweiz AG',
            counterpartyIban: ibanFromBban('CH', '0070011000' + '445566'),
          });
        if (weekday === 1)
          add({
            day,
            direction: 'credit',
            value: roundTo5(rng.int(60_000, 140_000)),
            category: 'cash',
            text: 'Bargeldeinzahlung Filiale Oerlikon',
            counterpartyName: 'Bäckerei Meier GmbH',
          });
        if (weekday === 3 || weekday === 5) {
          const supplier = rng.pick(SUPPLIERS);
          add({
            day,
            direction: 'debit',
            value: roundTo5(rng.int(supplier.min, supplier.max)),
            category: supplier.category,
            text: `Rechnung ${supplier.name}`,
            counterpartyName: supplier.name,
            counterpartyIban: ibanFromBban('CH', `${supplier.bban.slice(0, 5)}${supplier.bban.slice(4, 16)}`),
            reference: String(rng.int(100000, 999999)),
          });
        }
        if (dayOfMonth === 1)
          add({
            day,
            direction: 'debit',
            value: 480_000,
            category: 'rent',
            text: `Miete Ladenlokal ${month}`,
            counterpartyName: 'Immobilien Oerlikon AG',
            counterpartyIban: ibanFromBban('CH', '0070011000' + '778899'),
          });
        if (dayOfMonth === 22)
          add({
            day,
            direction: 'debit',
            value: 2_450_000,
            category: 'payroll',
            text: 'Übertrag Lohnkonto',
            counterpartyName: 'Bäckerei Meier GmbH',
          });
        if (dayOfMonth === 14)
          add({
            day,
            direction: 'debit',
            value: roundTo5(rng.int(90_000, 160_000)),
            category: 'utilities',
            text: 'ewz Energie Backstube',
            counterpartyName: 'ewz Elektrizitätswerk der Stadt Zürich',
            counterpartyIban: ibanFromBban('CH', '0070070000' + '020202'),
          });
        if (dayOfMonth === 10 && Number(month.slice(5)) % 3 === 1)
          add({
            day,
            direction: 'debit',
            value: 1_284_560,
            category: 'taxes',
            text: 'Mehrwertsteuer Quartal',
            counterpartyName: 'Eidgenössische Steuerverwaltung ESTV',
            counterpartyIban: ibanFromBban('CH', '0900000030' + '001000'),
          });
        break;
      }
      case 'bakery-payroll':
        if (dayOfMonth === 22)
          add({
            day,
            direction: 'credit',
            value: 2_450_000,
            category: 'transfer',
            text: 'Übertrag vom Betriebskonto',
            counterpartyName: 'Bäckerei Meier GmbH',
          });
        if (dayOfMonth === 25)
          profile.employees.forEach((employee, index) =>
            add({
              day,
              direction: 'debit',
              value: [612_500, 548_000, 497_000, 402_500][index % 4] ?? 400_000,
              category: 'payroll',
              text: `Lohn ${month} ${employee}`,
              counterpartyName: employee,
              counterpartyIban: ibanFromBban('CH', `0070011000${String(500_100 + index)}`),
            }),
          );
        if (dayOfMonth === 28 && Number(month.slice(5)) % 3 === 0)
          add({
            day,
            direction: 'debit',
            value: 1_162_050,
            category: 'insurance',
            text: 'AHV/IV/EO Beiträge Quartal',
            counterpartyName: 'SVA Zürich',
            counterpartyIban: ibanFromBban('CH', '0900000080' + '002222'),
          });
        break;
      case 'association':
        if (rng.chance(0.08))
          add({
            day,
            direction: 'credit',
            value: rng.pick([12_000, 18_000, 24_000]),
            category: 'other_income',
            text: 'Cotisation membre',
            counterpartyName: rng.pick([
              'Julien Morel',
              'Sophie Bovet',
              'Luc Perret',
              'Camille Rochat',
              'Nadia Favre',
            ]),
          });
        if (dayOfMonth === 3)
          add({
            day,
            direction: 'debit',
            value: 85_000,
            category: 'rent',
            text: 'Location terrain Vidy',
            counterpartyName: 'Ville de Lausanne',
            counterpartyIban: ibanFromBban('CH', '0076700000' + '334455'),
          });
        if (dayOfMonth === 18 && rng.chance(0.5))
          add({
            day,
            direction: 'debit',
            value: roundTo5(rng.int(15_000, 60_000)),
            category: 'leisure',
            text: 'Matériel sportif',
            counterpartyName: 'Ochsner Sport',
            counterpartyIban: ibanFromBban('CH', '0070011000' + '121212'),
          });
        break;
      case 'card-benefit':
        if (dayOfMonth === 1)
          add({
            day,
            direction: 'credit',
            value: 20_000,
            category: 'other_income',
            text: 'Swibeco Lunch-Check Gutschrift',
            counterpartyName: 'Swibeco SA',
          });
        if (new Date(`${day}T00:00:00Z`).getUTCDay() % 6 !== 0 && rng.chance(0.4))
          cardSpend(day, BENEFIT_MERCHANTS);
        break;
    }
  }
  return { transactions, balance };
}
