/**
 * What an upload really is (issue 10 item 5, docs/security.md "Uploads"): its bytes are sniffed with file-type
 * (magic numbers) and must be what the declared type says, so HTML declared as image/png is refused instead
 * of being served back as an image. CSV has no magic number: it must be UTF-8 text without control characters.
 */
import { fileTypeFromBuffer } from 'file-type';

// Control characters other than tab and line breaks: what text in a CSV never holds.
// eslint-disable-next-line no-control-regex
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function isPlainText(bytes: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !TEXT_CONTROL.test(text);
  } catch {
    return false;
  }
}

/** Whether the content is of the declared media type (one of the accepted upload types). */
export async function contentIsOfType(bytes: Buffer, mimeType: string): Promise<boolean> {
  const detected = await fileTypeFromBuffer(bytes);
  if (mimeType === 'text/csv') return detected === undefined && isPlainText(bytes);
  return detected?.mime === mimeType;
}
