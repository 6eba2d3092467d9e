/** File name and type rules of spec §5 (attachments). */

/** Spec §9: displayed file names over 25 characters are shortened. */
export const MAX_DISPLAYED_FILE_NAME = 25;
export const MAX_ATTACHMENTS = 5;
/** Spec §5: optional base64 upload cap. */
export const MAX_BASE64_LENGTH = 5_222_428;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

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
