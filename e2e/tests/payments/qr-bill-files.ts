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

/**
 * One frame of Y4M video (YUV4MPEG2, 4:2:0) showing the QR code holding `text` (error correction M) on a sheet of
 * paper lying on a darker desk, for Chromium's fake camera (`--use-file-for-fake-video-capture`, which loops the
 * file). The modules are drawn from `qrcode`'s matrix, `scale` pixels each, with the 4-module quiet zone.
 */
export function qrY4m(text: string, { width = 640, height = 480, scale = 6 } = {}): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = (modules.size + 2 * quiet) * scale;
  if (width % 2 || height % 2 || side + 40 > Math.min(width, height))
    throw new Error(`a ${modules.size}-module code at ${scale} px does not fit ${width}x${height}`);
  const DESK = 70;
  const PAPER = 225;
  const INK = 30;
  const luma = Buffer.alloc(width * height, DESK);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  // The paper, a little larger than the code and its quiet zone.
  for (let y = top - 20; y < top + side + 20; y += 1)
    luma.fill(PAPER, y * width + left - 20, y * width + left + side + 20);
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const x = left + (quiet + column) * scale;
      for (let y = top + (quiet + row) * scale; y < top + (quiet + row + 1) * scale; y += 1)
        luma.fill(INK, y * width + x, y * width + x + scale);
    }
  // Grey: both chroma planes (a quarter of the pixels each) at their neutral value.
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii'),
    luma,
    chroma,
  ]);
}
