/**
 * QR-bills made as billers make them (issue 30), for the e2e test and the decoding benchmark: a PDF from
 * swissqrbill's payment part on pdfkit (optionally after pages of invoice text, the bill on the last page) and a
 * PNG of a Swiss QR code from the `qrcode` package.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data } from 'swissqrbill/types';
import type * as QrBillFixture from '../../../shared-kernel/src/domain/fixtures/qrbill';

/**
 * The kernel's QR-bill fixture (shared-kernel/src/domain/fixtures/qrbill.ts: the SIX sample bills, their IBANs
 * and references), loaded with require: it is TypeScript in a package without "type": "module", whose names
 * Playwright's ES module loader does not see; its require hook compiles it. The types come from the file itself.
 */
const qrBillFixture = createRequire(import.meta.url)(
  '../../../shared-kernel/src/domain/fixtures/qrbill.ts',
) as typeof QrBillFixture;
const { qrBillPayload } = qrBillFixture;

/** A QR-IBAN (institution 30000–31999) and a QR reference with its check digit. */
export const BILL_QR_IBAN = qrBillFixture.QR_BILL_QR_IBAN;
export const BILL_QR_REFERENCE = qrBillFixture.QR_BILL_QR_REFERENCE;
/** An ordinary Swiss IBAN of another bank and an ISO 11649 creditor reference. */
export const BILL_IBAN = qrBillFixture.QR_BILL_IBAN;
export const BILL_CREDITOR_REFERENCE = qrBillFixture.QR_BILL_CREDITOR_REFERENCE;

/** A bill in swissqrbill's terms: QR-IBAN, QR reference, CHF, structured address. */
export function qrIbanBill(creditor: string, amount: number, message: string): Data {
  return {
    amount,
    creditor: {
      account: BILL_QR_IBAN,
      address: 'Rue du Lac',
      buildingNumber: 1268,
      city: 'Biel',
      country: 'CH',
      name: creditor,
      zip: 2501,
    },
    currency: 'CHF',
    reference: BILL_QR_REFERENCE,
    message,
  };
}

/** A PDF of `pages` pages: invoice text, the QR-bill's payment part at the foot of the last page. */
export function qrBillPdf(data: Data, pages = 1): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', autoFirstPage: false });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    for (let page = 1; page <= pages; page += 1) {
      pdf.addPage();
      pdf.fontSize(18).text(`Invoice ${data.creditor.name}`, 50, 60);
      pdf.fontSize(10).text(`Page ${page} of ${pages}`, 50, 90);
      for (let line = 0; line < 20; line += 1)
        pdf.text(`Item ${page}.${line + 1}: services rendered as agreed, see the terms on the last page.`);
    }
    new SwissQRBill(data).attachTo(pdf);
    pdf.end();
  });
}

/** The lines of a Swiss QR code (SIX IG QR-bill 2.3 §4.3), some replaced by index. */
export function swissQrPayload(
  fields: {
    account: string;
    name: string;
    amount: string;
    currency: string;
    type: string;
    reference: string;
    message: string;
  },
  changes: Record<number, string> = {},
): string {
  const { account, name, amount, currency, type, reference, message } = fields;
  // The SIX sample's required lines with this creditor, in Zürich, and this amount, reference and message.
  return qrBillPayload({
    3: account,
    5: name,
    6: 'Bahnhofstrasse',
    7: '7',
    8: '8001',
    9: 'Zürich',
    18: amount,
    19: currency,
    27: type,
    28: reference,
    29: message,
    ...changes,
  });
}

/** A PNG of a QR code holding `text` (error correction M, as the guidelines ask). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}
