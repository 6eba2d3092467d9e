/**
 * An eBill invoice's receipt (spec §7 "GET invoice receipt ... file with mimeType, fileName, base64"): a PDF made
 * with pdfkit (standard fonts, no browser) showing the biller, the customer, the invoice's lines, its amount,
 * due date, reference and status. Its words are the receipt's own, in the caller's language.
 */
import {
  formatDate,
  formatMoney,
  formatPaymentReference,
  type EbillInvoice,
  type EbillReceipt,
} from 'shared-kernel/domain';
import type { Language } from '../http/context';

/** An IBAN as printed: groups of four. */
const printedIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

type Words = Record<
  | 'title'
  | 'biller'
  | 'customer'
  | 'customerReference'
  | 'businessCase'
  | 'invoiceDate'
  | 'type'
  | 'lines'
  | 'singlePayment'
  | 'instalment'
  | 'amount'
  | 'dueDate'
  | 'reference'
  | 'status'
  | 'footer',
  string
> & { types: Record<EbillInvoice['type'], string>; statuses: Record<EbillInvoice['status'], string> };

const WORDS: Record<Language, Words> = {
  de: {
    title: 'eBill-Rechnung',
    biller: 'Rechnungssteller',
    customer: 'Kunde',
    customerReference: 'Kundennummer',
    businessCase: 'Geschäftsfall',
    invoiceDate: 'Rechnungsdatum',
    type: 'Art',
    lines: 'Rechnungspositionen',
    singlePayment: 'Rechnungsbetrag',
    instalment: 'Rate {{n}}, fällig am {{date}}',
    amount: 'Betrag',
    dueDate: 'Fällig am',
    reference: 'Referenz',
    status: 'Status',
    footer:
      'Diese Rechnung wurde Ihnen über eBill zugestellt. Kontor Bank AG, Bahnhofstrasse 1, 8001 Zürich.',
    types: { bill: 'Rechnung', credit: 'Gutschrift', advice: 'Avis', reminder: 'Mahnung' },
    statuses: { OPEN: 'Offen', SETTLED: 'Bezahlt', REJECTED: 'Abgelehnt' },
  },
  fr: {
    title: 'Facture eBill',
    biller: 'Émetteur de la facture',
    customer: 'Client',
    customerReference: 'Numéro de client',
    businessCase: 'Référence du cas',
    invoiceDate: 'Date de la facture',
    type: 'Type',
    lines: 'Positions de la facture',
    singlePayment: 'Montant de la facture',
    instalment: 'Acompte {{n}}, échéance le {{date}}',
    amount: 'Montant',
    dueDate: 'Échéance',
    reference: 'Référence',
    status: 'Statut',
    footer: 'Cette facture vous a été remise par eBill. Kontor Bank AG, Bahnhofstrasse 1, 8001 Zurich.',
    types: { bill: 'Facture', credit: 'Note de crédit', advice: 'Avis', reminder: 'Rappel' },
    statuses: { OPEN: 'Ouverte', SETTLED: 'Payée', REJECTED: 'Refusée' },
  },
  it: {
    title: 'Fattura eBill',
    biller: 'Emittente della fattura',
    customer: 'Cliente',
    customerReference: 'Numero cliente',
    businessCase: 'Riferimento del caso',
    invoiceDate: 'Data della fattura',
    type: 'Tipo',
    lines: 'Voci della fattura',
    singlePayment: 'Importo della fattura',
    instalment: 'Rata {{n}}, scadenza il {{date}}',
    amount: 'Importo',
    dueDate: 'Scadenza',
    reference: 'Riferimento',
    status: 'Stato',
    footer:
      'Questa fattura le è stata recapitata tramite eBill. Kontor Bank AG, Bahnhofstrasse 1, 8001 Zurigo.',
    types: { bill: 'Fattura', credit: 'Nota di credito', advice: 'Avviso', reminder: 'Sollecito' },
    statuses: { OPEN: 'Aperta', SETTLED: 'Pagata', REJECTED: 'Rifiutata' },
  },
  en: {
    title: 'eBill invoice',
    biller: 'Biller',
    customer: 'Customer',
    customerReference: 'Customer number',
    businessCase: 'Business case',
    invoiceDate: 'Invoice date',
    type: 'Type',
    lines: 'Invoice lines',
    singlePayment: 'Invoice amount',
    instalment: 'Instalment {{n}}, due {{date}}',
    amount: 'Amount',
    dueDate: 'Due date',
    reference: 'Reference',
    status: 'Status',
    footer: 'This invoice was delivered to you by eBill. Kontor Bank AG, Bahnhofstrasse 1, 8001 Zurich.',
    types: { bill: 'Bill', credit: 'Credit note', advice: 'Advice', reminder: 'Reminder' },
    statuses: { OPEN: 'Open', SETTLED: 'Paid', REJECTED: 'Rejected' },
  },
};

export interface ReceiptParties {
  customerName: string;
  customerReference: string;
}

/** The PDF of an invoice as read. */
export async function invoicePdf(
  language: Language,
  invoice: EbillInvoice,
  parties: ReceiptParties,
): Promise<Buffer> {
  const words = WORDS[language];
  // pdfkit (with its fonts) loads on the first PDF asked for, not with every gateway start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: `${words.title} ${invoice.businessCaseId}`, Author: invoice.billerName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, 56, y, { width: 170 });
    const labelBottom = doc.y;
    doc.font('Helvetica').fontSize(10).text(value, 236, y, { width: 303 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  };
  doc.font('Helvetica-Bold').fontSize(14).text(invoice.billerName);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text([invoice.creditor.city, `IBAN ${printedIban(invoice.creditor.iban)}`].join('\n'));
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(16).text(`${words.title}: ${words.types[invoice.type]}`);
  doc.moveDown();
  row(words.biller, `${invoice.billerName}, ${invoice.creditor.city}`);
  row(words.customer, parties.customerName);
  row(words.customerReference, parties.customerReference);
  row(words.businessCase, invoice.businessCaseId);
  row(words.invoiceDate, formatDate(invoice.invoiceDate));
  row(words.type, words.types[invoice.type]);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(words.lines, 56);
  doc.moveDown(0.5);
  if (invoice.paymentsByInstalments.length === 0) {
    row(words.singlePayment, formatMoney(invoice.totalAmount));
  } else {
    for (const instalment of invoice.paymentsByInstalments) {
      const { value, factor, currencyCode } = instalment.paymentInformation.amount;
      row(
        words.instalment
          .replace('{{n}}', String(instalment.instalmentNumber))
          .replace('{{date}}', formatDate(instalment.dueDate)),
        formatMoney({ value, factor, currency: currencyCode }),
      );
    }
  }
  doc.moveDown();
  row(words.amount, formatMoney(invoice.totalAmount));
  row(words.dueDate, formatDate(invoice.dueDate));
  row(words.reference, formatPaymentReference(invoice.reference) || '–');
  row(words.status, words.statuses[invoice.status]);
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(8).text(words.footer, 56, doc.y, { width: 483 });
  doc.end();
  return done;
}

/** The receipt as the contract answers it: the PDF in base64. */
export async function invoiceReceipt(
  language: Language,
  invoice: EbillInvoice,
  parties: ReceiptParties,
): Promise<EbillReceipt> {
  const pdf = await invoicePdf(language, invoice, parties);
  return {
    mimeType: 'application/pdf',
    fileName: `ebill-${invoice.businessCaseId}.pdf`,
    base64: pdf.toString('base64'),
  };
}
