/**
 * The sandbox commercial register's companies (issue 33 item 3): fictitious Swiss companies with realistic
 * names, seats and the legal forms of spec §6; each UID's check digit is computed by the kernel's rule, so every
 * UID of the register is valid. A stand-in for the federal UID register (uid.admin.ch), sandbox data only.
 */
import { uidCheckDigit, type LegalForm } from 'shared-kernel/domain';

interface RegisterEntry {
  number: string;
  name: string;
  legalForm: LegalForm;
  seat: string;
}

const ENTRIES: readonly RegisterEntry[] = [
  {
    number: '10932255',
    name: 'Alpenblick Treuhand AG',
    legalForm: 'company_limited_by_shares',
    seat: 'Bern',
  },
  {
    number: '11628171',
    name: 'Zürcher Velowerk GmbH',
    legalForm: 'limited_liability_company',
    seat: 'Zürich',
  },
  {
    number: '10915359',
    name: 'Boulangerie du Lac Sàrl',
    legalForm: 'limited_liability_company',
    seat: 'Lausanne',
  },
  { number: '10447293', name: 'Ticino Solare SA', legalForm: 'company_limited_by_shares', seat: 'Lugano' },
  { number: '11583642', name: 'Genossenschaft Wohnen am Rhein', legalForm: 'cooperative', seat: 'Basel' },
  { number: '10328841', name: 'Stiftung Bergschule Graubünden', legalForm: 'foundation', seat: 'Chur' },
  {
    number: '11207458',
    name: 'Müller & Brunner Kollektivgesellschaft',
    legalForm: 'general_partnership',
    seat: 'Luzern',
  },
  { number: '10736217', name: 'Schreinerei Gerber', legalForm: 'sole_proprietorship', seat: 'Thun' },
  {
    number: '11894307',
    name: 'Kommanditgesellschaft Seeland Immobilien',
    legalForm: 'limited_partnership',
    seat: 'Biel/Bienne',
  },
  { number: '10563920', name: 'Atelier Graphique Rochat', legalForm: 'sole_proprietorship', seat: 'Genève' },
  { number: '11342786', name: 'Helvetia Datenwerk AG', legalForm: 'company_limited_by_shares', seat: 'Zug' },
  {
    number: '10674519',
    name: 'Käserei Emmental Genossenschaft',
    legalForm: 'cooperative',
    seat: 'Langnau im Emmental',
  },
  { number: '11029634', name: 'Fondation Pro Musica Fribourg', legalForm: 'foundation', seat: 'Fribourg' },
  {
    number: '10891742',
    name: 'Ostschweizer Holzbau AG',
    legalForm: 'company_limited_by_shares',
    seat: 'St. Gallen',
  },
  {
    number: '11475068',
    name: 'Rossi Costruzioni Sagl',
    legalForm: 'limited_liability_company',
    seat: 'Bellinzona',
  },
  { number: '10258376', name: 'Wasserversorgung Aarau', legalForm: 'public_institution', seat: 'Aarau' },
  {
    number: '11760295',
    name: 'Kommanditaktiengesellschaft Nidwaldner Beteiligungen',
    legalForm: 'partnership_limited_by_shares',
    seat: 'Stans',
  },
  { number: '10619847', name: 'Verein Jugendhaus Winterthur', legalForm: 'association', seat: 'Winterthur' },
  { number: '11135502', name: 'Meier Immobilien AG', legalForm: 'company_limited_by_shares', seat: 'Zürich' },
  {
    number: '10987365',
    name: 'Sion Vins & Terroirs SA',
    legalForm: 'company_limited_by_shares',
    seat: 'Sion',
  },
];

export interface RegisterCompanyRow {
  uid: string;
  uid_digits: string;
  name: string;
  legal_form: string;
  seat: string;
}

/** The register's rows; an entry whose number has no check digit (never issued) is left out. */
export function registerRows(): RegisterCompanyRow[] {
  return ENTRIES.flatMap((entry) => {
    const check = uidCheckDigit(entry.number);
    if (check === null) return [];
    const digits = `${entry.number}${check}`;
    return [
      {
        uid: `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
        uid_digits: digits,
        name: entry.name,
        legal_form: entry.legalForm,
        seat: entry.seat,
      },
    ];
  });
}
