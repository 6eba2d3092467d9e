/** File name and type rules of spec §5 (attachments). */

/** Spec §9: displayed file names over 25 characters are shortened. */
export const MAX_DISPLAYED_FILE_NAME = 25;
export const MAX_ATTACHMENTS = 5;
/** Spec §5: optional base64 upload cap. */
export const MAX_BASE64_LENGTH = 5_222_428;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/**
 * The formats a file may have (spec §9 "File types accepted": csv, jpeg, png, pdf): each with the file-name
 * extensions it goes by and the name customers know it by. The uploader's chooser, check and hint and the
 * gateway's upload check all read this table.
 */
export const FILE_FORMATS: Readonly<Record<string, { extensions: readonly string[]; name: string }>> = {
  'application/pdf': { extensions: ['.pdf'], name: 'PDF' },
  'image/png': { extensions: ['.png'], name: 'PNG' },
  'image/jpeg': { extensions: ['.jpg', '.jpeg'], name: 'JPG' },
  'text/csv': { extensions: ['.csv'], name: 'CSV' },
};

/** What a file is uploaded for: a booking's receipt, a payment order, or the caller's own (other) files. */
export type FileOwnerKind = 'receipt' | 'paymentOrder' | 'own';

/**
 * The types a file may have for its owner (spec §5: attachments are pdf, png, jpg, jpeg; the uploader also
 * takes csv where no attachment rule applies).
 */
export const acceptedFileTypes = (owner: FileOwnerKind): readonly string[] =>
  owner === 'own' ? Object.keys(FILE_FORMATS) : ATTACHMENT_TYPES;

/**
 * Whether a file of `mime` named `name` may be uploaded for `owner`: its type is one the owner takes and its
 * name ends in an extension of that type ("beleg.pdf" as application/pdf, never "export.csv" on a receipt).
 */
export function isAcceptedUpload(file: { name: string; mime: string }, owner: FileOwnerKind): boolean {
  const mime = file.mime.toLowerCase();
  const extension = fileExtension(file.name).toLowerCase();
  return (
    acceptedFileTypes(owner).includes(mime) && (FILE_FORMATS[mime]?.extensions.includes(extension) ?? false)
  );
}

/** ".pdf" of "receipt.pdf"; "" when there is none (dot files have none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/** Shortens the display name keeping its start and extension: "Quittung_Migros_Zür….pdf". */
export function shortenFileName(name: string, max: number = MAX_DISPLAYED_FILE_NAME): string {
  if (name.length <= max) return name;
  const extension = fileExtension(name);
  const keep = Math.max(1, max - extension.length - 1);
  return `${name.slice(0, keep)}…${extension}`;
}

/** Spec §5: rename keeps the extension; a typed extension equal to the original is not doubled. */
export function renameKeepingExtension(original: string, newName: string): string {
  const extension = fileExtension(original);
  const base = newName.trim();
  if (!extension || base.toLowerCase().endsWith(extension.toLowerCase())) return base;
  return `${base}${extension}`;
}

/** Spec §5: mime patterns support wildcards ("image/*"). */
export function matchesMime(mime: string, pattern: string): boolean {
  const [type, subtype] = mime.toLowerCase().split('/');
  const [wantedType, wantedSubtype] = pattern.toLowerCase().split('/');
  return (wantedType === '*' || wantedType === type) && (wantedSubtype === '*' || wantedSubtype === subtype);
}

export const isAcceptedFile = (mime: string, patterns: readonly string[]): boolean =>
  patterns.some((pattern) => matchesMime(mime, pattern));
