/**
 * The invoice receipt as the gateway sends it (GET {base}/invoices/{id}/receipt: mimeType, fileName, base64) is
 * saved as a real file by the kernel's saveBase64File (the bytes decoded, not a data URL); its name is checked here.
 */

/** A file name safe to save: the gateway's, without a path, else one of our own. */
export function receiptFileName(fileName: string | undefined, businessCaseId: string): string {
  const base = (fileName ?? '').split(/[\\/]/).pop()?.trim();
  return base ? base : `ebill-receipt-${businessCaseId}.pdf`;
}
