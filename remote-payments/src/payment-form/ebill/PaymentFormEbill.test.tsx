/**
 * The payment form paying an eBill invoice (issue 31; spec §2 "E-bill invoice details"): prefilled from the
 * invoice and its biller, the invoice's fields read-only, its details with the instalments and the receipt, the
 * order sent with isEBillOrder and ebillBCId; an invoice no longer open is not offered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EbillInvoice, RelatedBiller } from 'shared-kernel/domain';
import { expectNoAxeViolations } from 'shared-kernel/testing';
import { orderRead, TODAY } from '../testFixtures';
import { anna, renderForm } from '../testHarness';

const [privatkonto] = anna.cashAccounts;
const BC = 'A1B2C3D4E5F6G7H8';
const route = `/payments/new?ebillInvoice=${BC}`;
const REFERENCE = '210000000003139471430009017';

const invoice = (over: Partial<EbillInvoice> = {}): EbillInvoice => ({
  businessCaseId: BC,
  type: 'bill',
  status: 'OPEN',
  billerId: '41100000000123456',
  billerName: 'Swisscom (Schweiz) AG',
  billerRelationId: '99999999-9999-4999-8999-999999999999',
  invoiceDate: '2026-11-16',
  dueDate: '2026-12-15',
  amount: { value: 8990, factor: 2, currency: 'CHF' },
  totalAmount: { value: 8990, factor: 2, currency: 'CHF' },
  currency: 'CHF',
  singlePayment: true,
  paymentsByInstalments: [],
  creditor: { name: 'Swisscom (Schweiz) AG', iban: 'CH4431999123000889012', city: 'Bern' },
  reference: REFERENCE,
  referenceType: 'QRR',
  paymentOrderUid: null,
  autoPayment: null,
  settledAt: null,
  actions: ['pay', 'reject'],
  createdAt: '2026-11-16T08:00:00.000Z',
  ...over,
});

const biller: RelatedBiller = {
  billerId: '41100000000123456',
  name: 'Swisscom (Schweiz) AG',
  city: 'Bern',
  iban: 'CH4431999123000889012',
  billerRelationId: '99999999-9999-4999-8999-999999999999',
  customerReference: '1-8845-2231',
  standingApprovals: [],
  openInvoices: 1,
  createdAt: '2026-01-01T08:00:00.000Z',
};

function renderEbill(read: EbillInvoice | null) {
  const harness = renderForm('iban', route);
  harness.mockApi!.on('get', '/api/v2/ebill/related-billers-invoices', (request) => ({
    data: read && request.params.businessCaseId === BC ? [read] : [],
  }));
  harness.mockApi!.on('get', '/api/v2/ebill/related-billers', { data: [biller] });
  return harness;
}

describe('paying an eBill invoice', () => {
  it('prefills from the invoice, shows its details, keeps its fields read-only and sends the eBill order', async () => {
    const { mockApi } = renderEbill(invoice());
    mockApi!.on('post', `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`, {
      status: 201,
      data: orderRead('accepted', privatkonto!.uid),
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Swisscom (Schweiz) AG');
    expect(name).toHaveAttribute('readonly');
    const iban = screen.getByRole('textbox', { name: /^IBAN/ });
    expect(iban).toHaveValue('CH44 31999 123000889012');
    expect(iban).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Reference/ })).toHaveAttribute('readonly');
    // A single payment: no recurrence to choose, no QR-bill to read.
    expect(screen.queryByRole('combobox', { name: /Recurrence/ })).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'eBill invoice' });
    expect(within(details).getByText('Swisscom (Schweiz) AG, Bern')).toBeInTheDocument();
    expect(within(details).getByText('1-8845-2231')).toBeInTheDocument();
    expect(within(details).getByText('15.12.2026')).toBeInTheDocument();
    // The payment date asked for the eBill's due date.
    await waitFor(() =>
      expect(
        mockApi!.calls.some(
          (call) =>
            call.url === '/api/payment-dates' &&
            call.params.isEBill === true &&
            call.params.dueDate === '2026-12-15',
        ),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await screen.findByRole('button', { name: 'Close' });
    const posts = mockApi!.calls.filter((call) => call.method === 'post');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.data).toMatchObject({
      beneficiary: { name: 'Swisscom (Schweiz) AG', iban: 'CH4431999123000889012' },
      amount: 89.9,
      currency: 'CHF',
      structuredReference: REFERENCE,
      recurrence: 'single',
      paymentTime: TODAY,
      isEBillOrder: true,
      ebillBCId: BC,
    });
  });

  it('pays the open instalment and lists the instalments', async () => {
    renderEbill(
      invoice({
        singlePayment: false,
        amount: { value: 5000, factor: 2, currency: 'CHF' },
        totalAmount: { value: 15000, factor: 2, currency: 'CHF' },
        paymentsByInstalments: [
          {
            instalmentNumber: 1,
            dueDate: '2026-11-30',
            paymentInformation: { amount: { value: 10000, factor: 2, currencyCode: 'CHF' } },
            settled: true,
            paymentOrderUid: '11111111-1111-4111-8111-111111111111',
          },
          {
            instalmentNumber: 2,
            dueDate: '2026-12-31',
            paymentInformation: { amount: { value: 5000, factor: 2, currencyCode: 'CHF' } },
            settled: false,
            paymentOrderUid: null,
          },
        ],
      }),
    );
    expect(await screen.findByRole('textbox', { name: /^Amount/ })).toHaveValue('50.00');
    const table = screen.getByRole('table', { name: 'Instalments' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Open')).toBeInTheDocument();
  });

  it('downloads the receipt as its PDF file', async () => {
    const { mockApi } = renderEbill(invoice());
    mockApi!.on('get', `/api/v2/ebill/invoices/${BC}/receipt`, {
      data: { mimeType: 'application/pdf', fileName: `eBill-${BC}.pdf`, base64: btoa('%PDF-1.4 receipt') },
    });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:receipt';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));
    await waitFor(() => expect(clicked).toEqual([`eBill-${BC}.pdf`]));
    expect(created[0]!.type).toBe('application/pdf');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toBe('%PDF-1.4 receipt');
  });

  it('says so when the invoice is no longer open, or not found, and offers no form', async () => {
    renderEbill(invoice({ status: 'SETTLED', actions: [] }));
    expect(await screen.findByText(/This eBill invoice is no longer open/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('says so when the invoice is not found', async () => {
    renderEbill(null);
    expect(await screen.findByText('This eBill invoice was not found.')).toBeInTheDocument();
  });

  it('shows a refusal about the invoice itself in the confirmation (already in payment)', async () => {
    const { mockApi } = renderEbill(invoice());
    mockApi!.on('post', `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`, {
      status: 400,
      data: {
        name: 'ValidationError',
        message: 'ValidationError',
        data: [{ field: 'ebillBCId', code: 'ebill_invoice_has_order', message: 'x' }],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(
      await within(dialog).findByText('A payment order for this eBill invoice already exists.'),
    ).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderEbill(invoice());
    await screen.findByRole('region', { name: 'eBill invoice' });
    await expectNoAxeViolations(container);
  });
});
