/** The counterparties of the generated histories (a data table): shops by kind, the bakery's suppliers. */

export interface Merchant {
  name: string;
  city: string;
  category: string;
  min: number;
  max: number;
}

export const GROCERIES: Merchant[] = [
  { name: 'Migros', city: 'Zürich', category: 'groceries', min: 800, max: 14000 },
  { name: 'Coop', city: 'Zürich', category: 'groceries', min: 600, max: 12000 },
  { name: 'Denner', city: 'Zürich', category: 'groceries', min: 500, max: 6000 },
  { name: 'Aldi Suisse', city: 'Dietlikon', category: 'groceries', min: 1500, max: 9000 },
  { name: 'Lidl Schweiz', city: 'Winterthur', category: 'groceries', min: 1200, max: 8000 },
  { name: 'Volg', city: 'Uster', category: 'groceries', min: 400, max: 3500 },
];
export const EVERYDAY: Merchant[] = [
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
export const EURO_MERCHANTS: Merchant[] = [
  { name: 'Esselunga', city: 'Milano', category: 'groceries', min: 1200, max: 9000 },
  { name: 'Trenitalia', city: 'Roma', category: 'transport', min: 1900, max: 8900 },
  { name: 'Deutsche Bahn', city: 'Berlin', category: 'transport', min: 2900, max: 12900 },
  { name: 'Carrefour', city: 'Annecy', category: 'groceries', min: 1500, max: 11000 },
  { name: 'Ristorante Da Gino', city: 'Como', category: 'restaurants', min: 3500, max: 12000 },
];
export const BENEFIT_MERCHANTS: Merchant[] = [
  { name: 'Migros Restaurant', city: 'Bern', category: 'restaurants', min: 1100, max: 2400 },
  { name: 'Coop Restaurant', city: 'Bern', category: 'restaurants', min: 1000, max: 2200 },
  { name: 'Brezelkönig', city: 'Bern', category: 'restaurants', min: 450, max: 1200 },
  { name: 'Migros', city: 'Bern', category: 'groceries', min: 800, max: 6000 },
];
export const SUPPLIERS: { name: string; category: string; min: number; max: number; bban: string }[] = [
  { name: 'Bachmann Mühle AG', category: 'suppliers', min: 120000, max: 380000, bban: '0070011000123456' },
  { name: 'Emmi Schweiz AG', category: 'suppliers', min: 45000, max: 160000, bban: '0900000060001234' },
  { name: 'Pistor AG', category: 'suppliers', min: 80000, max: 240000, bban: '0070011000654321' },
  { name: 'Felchlin Schweiz AG', category: 'suppliers', min: 30000, max: 110000, bban: '0078724500987654' },
];

/** Cash rounding to 5 centimes, as Swiss merchants charge. */
export const roundTo5 = (value: number): number => Math.round(value / 5) * 5;
