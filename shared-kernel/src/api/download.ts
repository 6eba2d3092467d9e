/**
 * Files the app hands to the browser to save: a response's blob or a file the gateway sends as base64 (an eBill
 * receipt), under the name the gateway gives. One way for every remote (statements, payment confirmations, bulk
 * files, eBill receipts): the bytes through a temporary object URL, released once the download has started.
 */

/** The file name a download announces (RFC 6266 `filename="..."` or `filename*=UTF-8''...`, percent-encoded). */
export function fileNameOf(contentDisposition: string | undefined, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The bytes of a base64 text (white space ignored). */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Saves `data` as the file `fileName` (the browser's download, through a temporary link). */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
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

/** A file sent as base64 (`{mimeType, fileName, base64}`, e.g. an eBill receipt), saved as its real bytes. */
export function saveBase64File(file: { base64: string; mimeType: string }, fileName: string): void {
  saveFile(new Blob([bytesOfBase64(file.base64)], { type: file.mimeType }), fileName);
}
