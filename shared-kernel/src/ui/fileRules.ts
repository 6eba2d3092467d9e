import { matchesMime } from '../domain';

/** Spec §9 "File types accepted": images, csv, jpeg, png, pdf (mime patterns and extensions). */
export const DEFAULT_ACCEPT = 'image/*,application/pdf,text/csv,.pdf,.png,.jpg,.jpeg,.csv';

/** Length of the base64 text of `byteSize` bytes (4 characters per 3 bytes, padded). */
export function base64Length(byteSize: number): number {
  return Math.ceil(byteSize / 3) * 4;
}

/** Whether a file matches an `accept` list of mime patterns (wildcards, spec §5) and extensions (.pdf). */
export function matchesAccept(file: { name: string; type: string }, accept: string): boolean {
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) =>
      entry.startsWith('.') ? name.endsWith(entry) : file.type !== '' && matchesMime(file.type, entry),
    );
}

/** Reads a file as base64 (no data: prefix), the form the gateway's upload calls take. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
