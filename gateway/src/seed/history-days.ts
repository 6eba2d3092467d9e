/** One day of a generated history per profile kind (seed/histories.ts runs them day by day, in one random stream). */
import { ibanFromBban } from '../accounts/iban';
import type { HistoryAccount, HistoryEntry, HistoryProfile } from './histories';
import {
  BENEFIT_MERCHANTS,
  EURO_MERCHANTS,
  EVERYDAY,
  GROCERIES,
  roundTo5,
  SUPPLIERS,
  type Merchant,
} from './history-merchants';
import type { SeededRandom } from './random';

/** A Swiss counterparty's IBAN: its BBAN is a 5-digit clearing number and a 12-digit account number (ISO 13616). */
const swissIban = (clearing: string, account: string): string =>
  ibanFromBban('CH', `${clearing.padStart(5, '0')}${account.padStart(12, '0')}`);

/** What a profile sees of one day, and how it books. */
export interface HistoryDay {
  rng: SeededRandom;
  account: HistoryAccount;
  day: string;
  dayOfMonth: number;
  /** yyyy-MM. */
  month: string;
  add(entry: HistoryEntry): void;
  cardSpend(day: string, merchants: Merchant[]): void;
}

type Profile<K extends HistoryProfile['kind']> = Extract<HistoryProfile, { kind: K }>;

/** Salary, rent, insurance, phone, power, savings transfer, groceries and everyday card payments, cash, TWINT. */
function privateDay(today: HistoryDay, profile: Profile<'private'>): void {
  const { rng, account, day, dayOfMonth, month, add, cardSpend } = today;
  if (dayOfMonth === 25)
    add({
      day,
      direction: 'credit',
      value: profile.salary,
      category: 'salary',
      text: `Lohn ${month}`,
      counterpartyName: profile.employer,
      counterpartyIban: swissIban('00700', '11000987001'),
    });
  if (dayOfMonth === 1)
    add({
      day,
      direction: 'debit',
      value: profile.rent,
      category: 'rent',
      text: `Miete ${month}`,
      counterpartyName: profile.landlord,
      counterpartyIban: swissIban('04835', '00000112233'),
    });
  if (dayOfMonth === 5)
    add({
      day,
      direction: 'debit',
      value: 41_285,
      category: 'insurance',
      text: 'Prämie Krankenversicherung',
      counterpartyName: 'CSS Versicherung AG',
      counterpartyIban: swissIban('09000', '00060000115'),
    });
  if (dayOfMonth === 12)
    add({
      day,
      direction: 'debit',
      value: 8_990,
      category: 'telecom',
      text: 'Swisscom inOne mobile',
      counterpartyName: 'Swisscom (Schweiz) AG',
      counterpartyIban: swissIban('09000', '00030000000'),
    });
  if (dayOfMonth === 20 && Number(month.slice(5)) % 3 === 0)
    add({
      day,
      direction: 'debit',
      value: roundTo5(rng.int(9_000, 16_000)),
      category: 'utilities',
      text: 'ewz Stromrechnung',
      counterpartyName: 'ewz Elektrizitätswerk der Stadt Zürich',
      counterpartyIban: swissIban('00700', '70000020202'),
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
}

/** The monthly transfer from the private account and the year's interest. */
function savingsDay(today: HistoryDay, profile: Profile<'savings'>): void {
  const { day, dayOfMonth, add } = today;
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
}

/** Card payments abroad and the odd exchange from CHF. */
function euroDay(today: HistoryDay): void {
  const { rng, account, day, dayOfMonth, month, add, cardSpend } = today;
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
}

/** Card takings except on Sundays, Monday cash deposits, supplier invoices, rent, payroll transfer, energy, VAT. */
function bakeryOperatingDay(today: HistoryDay): void {
  const { rng, day, dayOfMonth, month, add } = today;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday !== 0)
    add({
      day,
      direction: 'credit',
      value: roundTo5(rng.int(110_000, 260_000)),
      category: 'other_income',
      text: 'Worldline Kartenzahlungen',
      counterpartyName: 'Worldline Schweiz AG',
      counterpartyIban: swissIban('00700', '11000445566'),
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
      counterpartyIban: swissIban(supplier.bban.slice(0, 5), supplier.bban.slice(5)),
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
      counterpartyIban: swissIban('00700', '11000778899'),
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
      counterpartyIban: swissIban('00700', '70000020202'),
    });
  if (dayOfMonth === 10 && Number(month.slice(5)) % 3 === 1)
    add({
      day,
      direction: 'debit',
      value: 1_284_560,
      category: 'taxes',
      text: 'Mehrwertsteuer Quartal',
      counterpartyName: 'Eidgenössische Steuerverwaltung ESTV',
      counterpartyIban: swissIban('09000', '00030001000'),
    });
}

/** The transfer from the operating account and the wages, social contributions each quarter. */
function bakeryPayrollDay(today: HistoryDay, profile: Profile<'bakery-payroll'>): void {
  const { day, dayOfMonth, month, add } = today;
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
        counterpartyIban: swissIban('00700', `11000${500_100 + index}`),
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
      counterpartyIban: swissIban('09000', '00080002222'),
    });
}

/** Members' fees, the pitch rent, sports equipment. */
function associationDay(today: HistoryDay): void {
  const { rng, day, dayOfMonth, add } = today;
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
      counterpartyIban: swissIban('00767', '00000334455'),
    });
  if (dayOfMonth === 18 && rng.chance(0.5))
    add({
      day,
      direction: 'debit',
      value: roundTo5(rng.int(15_000, 60_000)),
      category: 'leisure',
      text: 'Matériel sportif',
      counterpartyName: 'Ochsner Sport',
      counterpartyIban: swissIban('00700', '11000121212'),
    });
}

/** The monthly lunch credit and weekday lunches. */
function cardBenefitDay(today: HistoryDay): void {
  const { rng, day, dayOfMonth, add, cardSpend } = today;
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
}

/** Books one day of the profile. */
export function historyDay(today: HistoryDay, profile: HistoryProfile): void {
  switch (profile.kind) {
    case 'private':
      return privateDay(today, profile);
    case 'savings':
      return savingsDay(today, profile);
    case 'euro':
      return euroDay(today);
    case 'bakery-operating':
      return bakeryOperatingDay(today);
    case 'bakery-payroll':
      return bakeryPayrollDay(today, profile);
    case 'association':
      return associationDay(today);
    case 'card-benefit':
      return cardBenefitDay(today);
  }
}
