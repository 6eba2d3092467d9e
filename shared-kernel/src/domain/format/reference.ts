/**
 * Payment references as printed on a Swiss QR-bill (SIX Implementation Guidelines QR-bill, "Reference"):
 * a QR reference in blocks of 5 digits counted from the right ("21 00000 00003 13947 14300 09017"), a
 * creditor reference (ISO 11649) in blocks of 4 from the left ("RF18 5390 0754 7034"). Display only: a
 * reference is sent and compared without spaces.
 */

/** No spaces, upper case (as normalizeReference of the payment rules). */
const compact = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** Blocks of `size` from the right: the first block takes the remainder. */
function blocksFromRight(text: string, size: number): string {
  const head = text.length % size;
  const blocks = head > 0 ? [text.slice(0, head)] : [];
  for (let start = head; start < text.length; start += size) blocks.push(text.slice(start, start + size));
  return blocks.join(' ');
}

/** Blocks of `size` from the left: the last block takes the remainder. */
const blocksFromLeft = (text: string, size: number): string =>
  (text.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ');

/**
 * A payment reference grouped for reading: RF… in blocks of 4 from the left, digits (QR reference) in
 * blocks of 5 from the right; anything else as written, without extra spaces.
 */
export function formatPaymentReference(text: string | null | undefined): string {
  const reference = compact(text ?? '');
  if (reference.startsWith('RF')) return blocksFromLeft(reference, 4);
  if (/^\d+$/.test(reference)) return blocksFromRight(reference, 5);
  return (text ?? '').trim().replace(/\s+/g, ' ');
}
