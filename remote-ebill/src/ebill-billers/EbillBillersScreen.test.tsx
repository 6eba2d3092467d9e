import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EbillInvoice, RelatedBiller } from 'shared-kernel/domain';
import { expectNoAxeViolations, renderScreen, type PersonaName } from 'shared-kernel/testing';
import { approvalOf, EWZ, ewz, invoiceOf, PRIVATE_BASE, SWISSCOM, swisscom } from '../fixtures';
import { EbillBillersScreen } from './EbillBillersScreen';

function renderBillers(
  billers: () => RelatedBiller[],
  invoices: () => EbillInvoice[],
  route = '/ebill/billers',
  persona: PersonaName = 'annaPrivate',
) {
  const harness = renderScreen(<EbillBillersScreen />, {
    session: persona,
    path: '/ebill/billers/:id?',
    route,
  });
  harness.mockApi!.on('get', `${PRIVATE_BASE}/related-billers`, () => ({ data: billers() }));
  harness.mockApi!.on('get', `${PRIVATE_BASE}/related-billers-invoices`, (request) => ({
    data: invoices().filter(
      (invoice) =>
        (!request.params.billerId || invoice.billerId === request.params.billerId) &&
        (!request.params.businessCaseId || invoice.businessCaseId === request.params.businessCaseId),
    ),
  }));
  return harness;
}

const swisscomInvoices = () => [
  invoiceOf({ businessCaseId: 'SWCSETTLED000001', status: 'SETTLED', dueDate: '2026-10-19', actions: [] }),
  invoiceOf(),
  invoiceOf({ businessCaseId: 'SWCREJECTED00001', status: 'REJECTED', dueDate: '2026-09-19', actions: [] }),
];

describe('the billers screen', () => {
  it('lists Anna’s billers and shows the first one’s invoices, the open one first, and its standing approval', async () => {
    const { container, mockApi } = renderBillers(() => [swisscom(), ewz()], swisscomInvoices);
    const list = await screen.findByRole('list', { name: 'Your billers' });
    const links = within(list).getAllByTestId('biller-link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Swisscom (Schweiz) AG');
    expect(links[0]).toHaveTextContent('Open bills: 1');
    expect(links[0]).toHaveTextContent('Approved up to a limit');
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['OPEN', 'SETTLED', 'REJECTED']);
    expect(rows[0]).toHaveTextContent('CHF 89.90');
    expect(rows[0]).toHaveTextContent('Due 19.12.2026');
    expect(mockApi!.calls.find((call) => call.url.endsWith('related-billers-invoices'))?.params).toEqual({
      billerId: SWISSCOM,
    });
    const editor = screen.getByTestId('standing-approval');
    expect(within(editor).getByRole('radio', { name: /Up to a limit/ })).toBeChecked();
    expect(within(editor).getByRole('textbox', { name: /Limit per period/ })).toHaveValue('150.00');
    await expectNoAxeViolations(container);
  });

  it('opens another biller by its link', async () => {
    renderBillers(
      () => [swisscom(), ewz()],
      () => [invoiceOf({ businessCaseId: 'EWZ2026110000001', billerId: EWZ, billerName: 'ewz' })],
      `/ebill/billers/${EWZ}`,
    );
    const details = await screen.findByTestId('biller-details');
    expect(details).toHaveAttribute('data-biller-id', EWZ);
    expect(await within(details).findAllByTestId('invoice-row')).toHaveLength(1);
    expect(
      within(screen.getByTestId('standing-approval')).getByRole('radio', { name: /No standing approval/ }),
    ).toBeChecked();
  });

  it('shows an invoice’s every field in its details, named in the address', async () => {
    const { history } = renderBillers(() => [swisscom()], swisscomInvoices);
    const rows = await screen.findAllByTestId('invoice-row');
    await userEvent.click(rows[0]!);
    expect(history.location.search).toBe('?invoice=SWC2026110000001');
    const dialog = await screen.findByRole('dialog', { name: 'Bill from Swisscom (Schweiz) AG' });
    expect(dialog).toHaveTextContent('Open');
    expect(dialog).toHaveTextContent('Swisscom (Schweiz) AG, Bern');
    expect(dialog).toHaveTextContent('CH44 31999 123000889012');
    expect(dialog).toHaveTextContent('21 00000 00003 13947 14300 09017');
    expect(dialog).toHaveTextContent('19.11.2026');
    expect(dialog).toHaveTextContent('19.12.2026');
    expect(dialog).toHaveTextContent('CHF 89.90');
    expect(dialog).toHaveTextContent('In one payment');
    expect(dialog).toHaveTextContent('SWC2026110000001');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location.search).toBe('');
  });

  it('tells plainly why the standing approval did not pay, and lists the instalments', async () => {
    const invoice = invoiceOf({
      autoPayment: { outcome: 'notCovered', reason: 'aboveLimit' },
      singlePayment: false,
      totalAmount: { value: 30_000, factor: 2, currency: 'CHF' },
      amount: { value: 10_000, factor: 2, currency: 'CHF' },
      paymentsByInstalments: [1, 2, 3].map((instalmentNumber) => ({
        instalmentNumber,
        dueDate: `2026-1${instalmentNumber - 1}-19`,
        paymentInformation: { amount: { value: 10_000, factor: 2, currencyCode: 'CHF' } },
        settled: instalmentNumber === 1,
        paymentOrderUid: null,
      })),
    });
    renderBillers(
      () => [swisscom()],
      () => [invoice],
      `/ebill/billers/${SWISSCOM}?invoice=${invoice.businessCaseId}`,
    );
    // The list says the bill waits for the customer.
    const row = await screen.findByTestId('invoice-row');
    expect(row).toHaveTextContent('Waiting for you');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Your standing approval did not pay this billIt is above your standing approval's limit: approve it yourself.",
    );
    const table = within(dialog).getByRole('table', { name: 'Instalments' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(table).toHaveTextContent('Paid');
    expect(dialog).toHaveTextContent('In instalments (3)');
    expect(dialog).toHaveTextContent('CHF 300.00');
  });

  it('pays an invoice in the payment form', async () => {
    const { history } = renderBillers(
      () => [swisscom()],
      swisscomInvoices,
      `/ebill/billers?invoice=SWC2026110000001`,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(history.location.pathname).toBe('/payments/new');
    expect(history.location.search).toBe('?ebillInvoice=SWC2026110000001');
  });

  it('offers neither paying nor rejecting what the gateway does not allow', async () => {
    renderBillers(() => [swisscom()], swisscomInvoices, `/ebill/billers?invoice=SWCSETTLED000001`);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download bill (PDF)' })).toBeInTheDocument();
  });

  it('rejects an invoice after its confirmation', async () => {
    let invoices = swisscomInvoices();
    const { mockApi } = renderBillers(
      () => [swisscom()],
      () => invoices,
      `/ebill/billers?invoice=SWC2026110000001`,
    );
    const dialog = await screen.findByRole('dialog');
    mockApi!.on('post', `${PRIVATE_BASE}/invoices/SWC2026110000001/reject`, () => {
      invoices = invoices.map((entry) =>
        entry.businessCaseId === 'SWC2026110000001' ? { ...entry, status: 'REJECTED', actions: [] } : entry,
      );
      return { data: invoices.find((entry) => entry.businessCaseId === 'SWC2026110000001') };
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByTestId('invoice-reject-confirmation')).toHaveFocus();
    expect(mockApi!.calls.some((call) => call.method === 'post')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the bill' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        screen.getAllByTestId('invoice-row').find((row) => row.dataset.businessCase === 'SWC2026110000001'),
      ).toHaveAttribute('data-status', 'REJECTED'),
    );
  });

  it('announces a refused rejection in the dialog and moves focus to it', async () => {
    const { mockApi } = renderBillers(
      () => [swisscom()],
      swisscomInvoices,
      `/ebill/billers?invoice=SWC2026110000001`,
    );
    const dialog = await screen.findByRole('dialog');
    mockApi!.on('post', `${PRIVATE_BASE}/invoices/SWC2026110000001/reject`, {
      status: 409,
      data: { code: 'ebill_invoice_in_payment', message: 'in payment' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the bill' }));
    const alert = await within(dialog).findByText('A payment order already pays this invoice.');
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('downloads the receipt as a PDF file made from the base64', async () => {
    const pdf = '%PDF-1.7\nreceipt';
    const { mockApi } = renderBillers(
      () => [swisscom()],
      swisscomInvoices,
      `/ebill/billers?invoice=SWC2026110000001`,
    );
    mockApi!.on('get', `${PRIVATE_BASE}/invoices/SWC2026110000001/receipt`, {
      data: { mimeType: 'application/pdf', fileName: 'swisscom-SWC2026110000001.pdf', base64: btoa(pdf) },
    });
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:receipt';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download bill (PDF)' }));
    await waitFor(() => expect(names).toEqual(['swisscom-SWC2026110000001.pdf']));
    expect(blobs[0]!.type).toBe('application/pdf');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toBe(pdf);
    click.mockRestore();
  });

  it('shows an invoice the biller issues while the screen is open: an eBill event reloads', async () => {
    let invoices = [invoiceOf()];
    const { bus } = renderBillers(
      () => [swisscom([approvalOf()], invoices.length)],
      () => invoices,
    );
    expect(await screen.findAllByTestId('invoice-row')).toHaveLength(1);
    invoices = [...invoices, invoiceOf({ businessCaseId: 'SWC2026120000002', dueDate: '2027-01-19' })];
    bus.publishStream({
      type: 'ebillInvoiceArrived',
      guid: 'g1',
      message: { businessCaseId: 'SWC2026120000002', billerId: SWISSCOM, status: 'OPEN' },
    });
    await waitFor(() => expect(screen.getAllByTestId('invoice-row')).toHaveLength(2));
    expect(screen.getAllByTestId('biller-link')[0]).toHaveTextContent('Open bills: 2');
  });

  it('says so when the context has no biller, and when eBill is not active', async () => {
    renderBillers(
      () => [],
      () => [],
    );
    expect(await screen.findByText('No billers yet')).toBeInTheDocument();
  });

  it('offers the activation when eBill is not active', async () => {
    const harness = renderScreen(<EbillBillersScreen />, {
      path: '/ebill/billers/:id?',
      route: '/ebill/billers',
    });
    harness.mockApi!.on('get', `${PRIVATE_BASE}/related-billers`, {
      status: 409,
      data: { code: 'ebill_not_active', message: 'not active' },
    });
    expect(await screen.findByText('eBill is not active here. Activate it first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activate eBill' })).toHaveAttribute('href', '/ebill/activate');
  });
});
