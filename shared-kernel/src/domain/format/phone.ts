/** Spec §9: phone masks by prefix +41, +33, +49, +39, +30 (national digit groups after the prefix). */
import { PHONE_COUNTRY_CODES, type PhoneChange, type PhoneCountryCode } from '../contracts/persons';

export const PHONE_MASKS: Record<PhoneCountryCode, { groups: number[] }> = {
  // Switzerland: +41 79 123 45 67
  '+41': { groups: [2, 3, 2, 2] },
  // France: +33 6 12 34 56 78
  '+33': { groups: [1, 2, 2, 2, 2] },
  // Germany: +49 151 2345 6789 (area codes vary; the tail keeps the rest together)
  '+49': { groups: [3, 4, 5] },
  // Italy: +39 312 345 6789
  '+39': { groups: [3, 3, 4] },
  // Greece: +30 691 234 5678
  '+30': { groups: [3, 3, 4] },
};

/** The prefixes the persons contract accepts (PATCH phone-number), each with its mask. */
export const PHONE_PREFIXES: readonly PhoneCountryCode[] = PHONE_COUNTRY_CODES;

/** Leading "00" is the same as "+"; a Swiss national "0" is dropped after the prefix. */
function normalizePhone(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return digits;
}

/** Formats a phone number while it is typed; numbers without a known prefix keep their digits. */
export function maskPhone(text: string): string {
  const phone = normalizePhone(text);
  const prefix = PHONE_PREFIXES.find((candidate) => phone.startsWith(candidate));
  if (!prefix) return phone;
  const national = phone.slice(prefix.length).replace(/^0/, '');
  const parts: string[] = [prefix];
  let rest = national;
  const groups = PHONE_MASKS[prefix].groups;
  groups.forEach((size, index) => {
    if (!rest) return;
    const take = index === groups.length - 1 ? rest.length : size;
    parts.push(rest.slice(0, take));
    rest = rest.slice(take);
  });
  return parts.join(' ');
}

/** The number as { countryCode, number } the API stores (spec §3 agentPhoneNumber; PATCH phone-number's body). */
export function splitPhone(text: string): PhoneChange | null {
  const phone = normalizePhone(text);
  const prefix = PHONE_PREFIXES.find((candidate) => phone.startsWith(candidate));
  if (!prefix) return null;
  return { countryCode: prefix, number: phone.slice(prefix.length).replace(/^0/, '') };
}
