/**
 * The invoice receipt as the gateway sends it (GET {base}/invoices/{id}/receipt: mimeType, fileName, base64),
 * turned into a real file the browser saves: the bytes decoded, not a data URL of unknown size.
 */

/** The bytes of a base64 text. */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** A file name safe to save: the gateway's, without a path, else one of our own. */
export function receiptFileName(fileName: string | undefined, businessCaseId: string): string {
  const base = (fileName ?? '').split(/[\\/]/).pop()?.trim();
  return base ? base : `ebill-receipt-${businessCaseId}.pdf`;
}

/** Saves the file through a temporary link (the browser's download). */
export function saveFile(bytes: Uint8Array<ArrayBuffer>, mimeType: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
