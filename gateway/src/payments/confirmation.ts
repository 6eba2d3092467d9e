/**
 * The PDF payment confirmation of an order (issue 28): the bank's letterhead and the order as its reader
 * sees it (orderViews), in the caller's language (Accept-Language; texts in remote-payments' catalogues
 * under webapp.payments.confirmation). Only who may read the order gets it: loadOrderInContext answers 404
 * otherwise, as the order's read does. Made by pdfkit in Node (standard fonts, no browser).
 */
import { create as contentDisposition } from 'content-disposition';
import {
  formatDate,
  formatMoney,
  formatPaymentReference,
  maskIban,
  uidPathParams,
  type PaymentOrderRead,
  type UidPathParams,
} from 'shared-kernel/domain';
import type { Language } from '../http/context';
import { defineRoute, type RouteDefinition } from '../http/route';
import { translate } from './messages';
import { loadOrderInContext } from './queries';
import { paymentContext } from './rule-facts';
import { orderViews } from './views';

/** The bank's own data on every confirmation (the sandbox bank). */
const BANK = {
  name: 'Kontor Bank AG',
  address: ['Bahnhofstrasse 1', '8001 Zürich', 'Schweiz / Suisse / Svizzera / Switzerland'],
  bic: 'KONTCHZZXXX',
};

const key = (name: string) => `webapp.payments.confirmation.${name}`;

/** The confirmation's rows: a label and the order's value (empty values are left out). */
function rows(language: Language, order: PaymentOrderRead): [string, string][] {
  const t = (name: string, values?: Record<string, string | number>) =>
    translate(language, key(name), values);
  const data = order.paymentOrderData;
  const address = data.beneficiary.address;
  const signatures = order.approval?.signatures ?? [];
  const all: [string, string | null | undefined][] = [
    [t('amount'), formatMoney(data.paymentAmount)],
    [t('debitAccount'), data.originator.iban ? maskIban(data.originator.iban) : null],
    [t('beneficiary'), data.beneficiary.name],
    [t('beneficiaryIban'), data.beneficiary.iban ? maskIban(data.beneficiary.iban) : null],
    [
      t('beneficiaryAddress'),
      address
        ? [address.street, address.number, address.postalCode, address.city].filter(Boolean).join(' ')
        : null,
    ],
    [t('executionDate'), formatDate(data.expectedExecutionDate)],
    [t('executedAt'), data.executedAt ? formatDate(data.executedAt) : null],
    [t('reference'), data.structuredReference ? formatPaymentReference(data.structuredReference) : null],
    [t('message'), data.paymentReason],
    [t('status'), translate(language, `dict.paymentOrderStatus.${order.status}`)],
    [t('capturer'), order.capturer?.name],
    [
      t('signatures'),
      signatures
        .map((signature) =>
          signature.signedAt ? `${signature.name} (${formatDate(signature.signedAt)})` : signature.name,
        )
        .join(', '),
    ],
    [t('rejectionReason'), order.rejectionReason],
    [t('orderNumber'), order.uid],
  ];
  return all.filter((row): row is [string, string] => !!row[1]);
}

/** The confirmation as PDF bytes. */
export async function confirmationPdf(
  language: Language,
  order: PaymentOrderRead,
  today: Date,
): Promise<Buffer> {
  // pdfkit (with its fonts) loads on the first PDF asked for, not with every gateway start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: translate(language, key('title')), Author: BANK.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(14).text(BANK.name);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text([...BANK.address, `BIC ${BANK.bic}`].join('\n'));
  doc.moveDown(2);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(translate(language, key('title')));
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(translate(language, key('issued'), { date: formatDate(today.toISOString()) }));
  doc.moveDown();
  for (const [label, value] of rows(language, order)) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, 56, y, { width: 150 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, 216, y, { width: 323 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(translate(language, key('footer')), 56, doc.y, { width: 483 });
  doc.end();
  return done;
}

const confirmationRoute = defineRoute<{ Params: UidPathParams }>({
  method: 'GET',
  url: '/api/v2/payment-orders/:uid/confirmation.pdf',
  family: 'payments.read',
  auth: 'strong',
  raw: true,
  produces: 'application/pdf',
  schema: { summary: 'The PDF payment confirmation of an order (its readers only)', params: uidPathParams },
  handler: async (request, reply) => {
    const db = request.server.db;
    const order = await loadOrderInContext(db, request.ctx, request.params.uid);
    const [view] = await orderViews(db, await paymentContext(db, request.ctx), [order]);
    const pdf = await confirmationPdf(request.ctx.language, view!, new Date());
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', contentDisposition(`payment-confirmation-${order.uid.slice(0, 8)}.pdf`))
      .send(pdf);
  },
});

export const confirmationRoutes: RouteDefinition[] = [confirmationRoute];
