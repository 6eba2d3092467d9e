import { builtOnce, FILE_FORMATS as FORMATS, matchesMime, toIntlLocale } from '../domain';
import type { Message } from 'shared-kernel/ui';

/** Spec §9 "File types accepted": images, csv, jpeg, png, pdf (mime patterns and extensions). */
export const DEFAULT_ACCEPT = 'image/*,application/pdf,text/csv,.pdf,.png,.jpg,.jpeg,.csv';

/** Kinds of files a wildcard accepts, named in the hint by a key ("images"). */
const KINDS: Record<string, string> = { 'image/*': 'webapp.ui.uploader.types.images' };

/**
 * The `accept` list of some mime types: the types, then their extensions (a file chooser may report a
 * file without a mime type). One list feeds the chooser, the check and the hint, so they cannot disagree.
 */
export function acceptList(types: readonly string[]): string {
  const extensions = types.flatMap((type) => FORMATS[type]?.extensions ?? []);
  return [...types, ...extensions].join(',');
}

const mimeOfExtension = (extension: string): string | undefined =>
  Object.keys(FORMATS).find((mime) => FORMATS[mime]?.extensions.includes(extension));

/** How the hint names one accept entry: a kind of files (key), a known format, or the entry itself. */
function nameOf(entry: string): Message {
  if (KINDS[entry]) return KINDS[entry];
  const mime = entry.startsWith('.') ? mimeOfExtension(entry) : entry;
  const known = mime ? FORMATS[mime] : undefined;
  if (known) return { text: known.name };
  return { text: (entry.startsWith('.') ? entry.slice(1) : (entry.split('/')[1] ?? entry)).toUpperCase() };
}

/** The accepted types as the hint names them, each once; what a listed wildcard covers is not named again. */
export function acceptedTypeNames(accept: string): Message[] {
  const entries = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const wildcards = entries.filter((entry) => entry.endsWith('/*'));
  const covered = (entry: string) => {
    const mime = entry.startsWith('.') ? mimeOfExtension(entry) : entry;
    return (
      mime !== undefined &&
      !wildcards.includes(mime) &&
      wildcards.some((pattern) => matchesMime(mime, pattern))
    );
  };
  const names: Message[] = [];
  for (const entry of entries) {
    const name = nameOf(entry);
    if (covered(entry) || names.some((known) => JSON.stringify(known) === JSON.stringify(name))) continue;
    names.push(name);
  }
  return names;
}

const choicesFormat = builtOnce(
  (language: string) => new Intl.ListFormat(toIntlLocale(language), { type: 'disjunction' }),
);

/** "PDF, PNG or JPG" in the user's language. */
export const formatChoices = (names: string[], language: string): string =>
  choicesFormat(language).format(names);

type SizeUnit = 'megabyte' | 'kilobyte' | 'byte';
const sizeFormat = builtOnce(
  (language: string, unit: SizeUnit) =>
    new Intl.NumberFormat(toIntlLocale(language), {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: 1,
      roundingMode: 'floor',
    }),
);

/** The largest file whose base64 text fits `base64Cap` characters (4 characters per 3 bytes). */
export const maxFileBytes = (base64Cap: number): number => Math.floor(base64Cap / 4) * 3;

/** A file size as customers read it: "30 bytes", "12.5 kB", "3.9 MB" (rounded down, never over the limit). */
export function formatFileSize(bytes: number, language: string): string {
  const [unit, size]: [SizeUnit, number] =
    bytes >= 1e6 ? ['megabyte', bytes / 1e6] : bytes >= 1e3 ? ['kilobyte', bytes / 1e3] : ['byte', bytes];
  return sizeFormat(language, unit).format(size);
}

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
