import { builtOnce, regionNames } from 'shared-kernel/domain';

/**
 * Countries a beneficiary may live in: the 3-letter code the payment form sends (spec §3 address.country),
 * the 2-letter one for the locale's country names (Intl.DisplayNames) and IBAN prefixes.
 */
export const BENEFICIARY_COUNTRIES: Record<string, string> = {
  CHE: 'CH',
  LIE: 'LI',
  DEU: 'DE',
  FRA: 'FR',
  ITA: 'IT',
  AUT: 'AT',
  AND: 'AD',
  BEL: 'BE',
  BGR: 'BG',
  CYP: 'CY',
  CZE: 'CZ',
  DNK: 'DK',
  EST: 'EE',
  ESP: 'ES',
  FIN: 'FI',
  GBR: 'GB',
  GRC: 'GR',
  HRV: 'HR',
  HUN: 'HU',
  IRL: 'IE',
  ISL: 'IS',
  LTU: 'LT',
  LUX: 'LU',
  LVA: 'LV',
  MCO: 'MC',
  MLT: 'MT',
  NLD: 'NL',
  NOR: 'NO',
  POL: 'PL',
  PRT: 'PT',
  ROU: 'RO',
  SMR: 'SM',
  SVK: 'SK',
  SVN: 'SI',
  SWE: 'SE',
  VAT: 'VA',
  USA: 'US',
  CAN: 'CA',
  AUS: 'AU',
  JPN: 'JP',
  CHN: 'CN',
  IND: 'IN',
  BRA: 'BR',
  TUR: 'TR',
  ISR: 'IL',
  ARE: 'AE',
  SGP: 'SG',
  HKG: 'HK',
  ZAF: 'ZA',
  MEX: 'MX',
};

/** Spec §9: the domestic default country. */
export const DOMESTIC_COUNTRY = 'CHE';

/** The 3-letter code of the country an IBAN belongs to, when it is one the form offers. */
export function countryOfIban(iban: string): string | null {
  const alpha2 = iban.replace(/\s/g, '').slice(0, 2).toUpperCase();
  return Object.entries(BENEFICIARY_COUNTRIES).find(([, code]) => code === alpha2)?.[0] ?? null;
}

type CountryOption = { value: string; label: { text: string } };

/**
 * The offered countries, named in the user's language and sorted by name, the domestic one first. One list per
 * language, the same on every render (building it costs Intl its region names and a sort).
 */
export const countryOptions = builtOnce((language: string): CountryOption[] => {
  const names = regionNames(language);
  const options = Object.entries(BENEFICIARY_COUNTRIES).map(([alpha3, alpha2]) => ({
    value: alpha3,
    label: { text: names?.of(alpha2) ?? alpha3 },
  }));
  const [domestic, others] = [
    options.filter((option) => option.value === DOMESTIC_COUNTRY),
    options.filter((option) => option.value !== DOMESTIC_COUNTRY),
  ];
  return [...domestic, ...others.sort((a, b) => a.label.text.localeCompare(b.label.text, language))];
});
