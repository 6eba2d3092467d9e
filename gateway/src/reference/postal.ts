/**
 * Postal address verification and postal-code expansion on the Swiss reference extract (spec §7 "Payments":
 * POST /v2/postaladdress/verify, POST /v2/postalcode/expand; spec §8 "Address verification").
 * Pure functions: the routes only shape requests and errors around them.
 */
import type { PostalAddress } from 'shared-kernel/domain';
import { SWISS_LOCALITIES, SWISS_STREETS, type SwissLocality } from './swiss-postcodes';

export type { PostalAddress };

export type Verification =
  | { result: 'verified'; address: PostalAddress }
  /** Outside Switzerland the extract cannot judge: the address is taken as given. */
  | { result: 'unverifiable'; address: PostalAddress }
  | { result: 'corrected'; suggestions: PostalAddress[] }
  | { result: 'not_found' };

const SWISS = new Set(['CH', 'CHE']);
export const isSwiss = (country: string): boolean => SWISS.has(country.trim().toUpperCase());

/** Compares names the way people type them: case, accents, "str." for "strasse", spaces and dashes aside. */
export function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/str\.?(?=\s|$)/g, 'strasse')
    .replace(/[\s.\-/']/g, '');
}

/** Edit distance, for typos such as "Zuerich" or "Bahnhofstrase" (names here are short). */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** The closest name within two edits (or the same name written differently); null when nothing is close. */
function closest(candidates: readonly string[], typed: string): { name: string; exact: boolean } | null {
  const wanted = comparable(typed);
  if (!wanted) return null;
  let best: { name: string; distance: number } | null = null;
  for (const name of candidates) {
    const distance = editDistance(comparable(name), wanted);
    if (distance <= 2 && (!best || distance < best.distance)) best = { name, distance };
  }
  if (!best) return null;
  return { name: best.name, exact: best.distance === 0 && best.name === typed.trim() };
}

const localityOf = (postalCode: string): SwissLocality | undefined =>
  SWISS_LOCALITIES.find((locality) => locality.postalCode === postalCode.trim());

const localitiesNamed = (city: string): SwissLocality[] => {
  const wanted = comparable(city);
  return SWISS_LOCALITIES.filter((locality) => locality.cities.some((name) => comparable(name) === wanted));
};

/** Localities of a postcode (spec §7 postalcode/expand: "city or cities"); null for a postcode not in use. */
export function expandPostalCode(postalCode: string, country: string): string[] | null {
  if (!isSwiss(country)) return null;
  return localityOf(postalCode)?.cities ?? null;
}

/**
 * Spec §8: a verified address is answered as written correctly; a near miss (typo, wrong postcode for the city,
 * "Bahnhofstr.") comes back as suggestions that replace the fields; an address that matches nothing is not found.
 */
export function verifyPostalAddress(address: PostalAddress): Verification {
  if (!isSwiss(address.country)) return { result: 'unverifiable', address };
  const country = 'CHE';
  const locality = localityOf(address.postalCode);
  if (!locality) {
    // Unknown postcode: suggest the postcodes of the city typed, if it exists.
    const byCity = localitiesNamed(address.city);
    if (byCity.length === 0) return { result: 'not_found' };
    return {
      result: 'corrected',
      suggestions: byCity.map((candidate) => ({
        ...address,
        country,
        postalCode: candidate.postalCode,
        city: candidate.cities.find((name) => comparable(name) === comparable(address.city))!,
      })),
    };
  }
  const city = closest(locality.cities, address.city);
  if (!city) {
    // The postcode exists but belongs elsewhere: either the postcode or the city is wrong.
    const suggestions: PostalAddress[] = localitiesNamed(address.city).map((candidate) => ({
      ...address,
      country,
      postalCode: candidate.postalCode,
      city: candidate.cities.find((name) => comparable(name) === comparable(address.city))!,
    }));
    suggestions.push(...locality.cities.map((name) => ({ ...address, country, city: name })));
    return { result: 'corrected', suggestions };
  }
  const streets = SWISS_STREETS.get(locality.postalCode);
  const street = streets ? closest(streets, address.street) : { name: address.street.trim(), exact: true };
  if (!street) return { result: 'not_found' };
  const corrected: PostalAddress = {
    street: street.name,
    number: address.number.trim(),
    postalCode: locality.postalCode,
    city: city.name,
    country,
  };
  if (city.exact && street.exact) return { result: 'verified', address: corrected };
  return { result: 'corrected', suggestions: [corrected] };
}
