import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentBatchRead, PaymentBatchValidation } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import { BulkPaymentScreen } from './BulkPaymentScreen';

const account =
  personas.lucaBaeckerei.cashAccounts.find((candidate) => candidate.name === 'Betriebskonto') ??
  personas.lucaBaeckerei.cashAccounts[0]!;

const validation: PaymentBatchValidation = {
  format: 'pain.001.001.09',
  fileName: 'lieferanten.xml',
  rowCount: 3,
  validCount: 2,
  invalidCount: 1,
  totals: [{ value: 3000, factor: 2, currency: 'CHF' }],
  rows: [
    {
      row: 1,
      valid: true,
      name: 'Lieferant 1 AG',
      iban: 'CH8600762000000100001',
      amount: { value: 1000, factor: 2, currency: 'CHF' },
      reference: null,
      paymentTime: '2026-12-01',
      endToEndId: 'E2E-1',
      issues: [],
    },
    {
      row: 2,
      valid: false,
      name: 'Lieferant 2 AG',
      iban: 'CH4431999123000889012',
      amount: { value: 1500, factor: 2, currency: 'CHF' },
      reference: null,
      paymentTime: '2026-12-01',
      endToEndId: 'E2E-2',
      issues: [
        {
          field: 'beneficiary.iban',
          code: 'qr_iban_requires_qr_reference',
          message: 'A QR-IBAN needs a QR reference.',
        },
      ],
    },
    {
      row: 3,
      valid: true,
      name: 'Lieferant 3 AG',
      iban: 'CH3200762000000100003',
      amount: { value: 2000, factor: 2, currency: 'CHF' },
      reference: null,
      paymentTime: '2026-12-01',
      endToEndId: 'E2E-3',
      issues: [],
    },
  ],
};

function renderUpload() {
  const harness = renderScreen(<BulkPaymentScreen />, { session: 'lucaBaeckerei' });
  harness.mockApi!.on('post', `/api/v2/cash-accounts/${account.uid}/payment-batches/validation`, () => ({
    data: validation,
  }));
  return harness;
}

const file = () => new File(['<Document/>'], 'lieferanten.xml', { type: 'application/xml' });

describe('bulk payment upload', () => {
  it('uploads the file, shows every row with its result, filters to the errors, and is accessible', async () => {
    const { container, mockApi } = renderUpload();
    await userEvent.upload(screen.getByLabelText(/pain\.001/), file());
    const table = await screen.findByRole('table');
    expect(within(table).getAllByTestId('bulk-row')).toHaveLength(3);
    expect(screen.getByTestId('bulk-summary')).toHaveTextContent('3');
    const bad = within(table).getAllByTestId('bulk-row')[1]!;
    expect(bad).toHaveTextContent('A QR-IBAN needs a QR reference.');
    const sent = mockApi!.calls.find((call) => call.url.endsWith('/validation'))!;
    expect(sent.data).toMatchObject({ fileName: 'lieferanten.xml', content: expect.any(String) });
    await userEvent.click(screen.getByRole('checkbox'));
    expect(
      within(table)
        .getAllByTestId('bulk-row')
        .map((row) => row.dataset.row),
    ).toEqual(['2']);
    await expectNoAxeViolations(container);
  });

  it('creates the batch of the valid rows with one id per file', async () => {
    const { mockApi } = renderUpload();
    mockApi!.on('post', `/api/v2/cash-accounts/${account.uid}/payment-batches`, () => ({
      data: { uid: 'batch-1', orderCount: 2 } as PaymentBatchRead,
    }));
    await userEvent.upload(screen.getByLabelText(/pain\.001/), file());
    const create = await screen.findByRole('button', { name: /2/ });
    await userEvent.click(create);
    await waitFor(() =>
      expect(
        mockApi!.calls.some((call) => call.url.endsWith('/payment-batches') && call.method === 'post'),
      ).toBe(true),
    );
    const body = mockApi!.calls.find((call) => call.url.endsWith('/payment-batches'))!.data as {
      customerBatchId: string;
    };
    expect(body.customerBatchId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('announces a refused file and focuses the refusal', async () => {
    const harness = renderScreen(<BulkPaymentScreen />, { session: 'lucaBaeckerei' });
    harness.mockApi!.on('post', `/api/v2/cash-accounts/${account.uid}/payment-batches/validation`, () => ({
      status: 400,
      data: { code: 'batch_schema_invalid', message: 'x' },
    }));
    await userEvent.upload(screen.getByLabelText(/pain\.001/), file());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('pain.001.001.09.ch.03');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('names the payment and the element the Swiss Payment Standards schema refuses', async () => {
    const harness = renderScreen(<BulkPaymentScreen />, { session: 'lucaBaeckerei' });
    harness.mockApi!.on('post', `/api/v2/cash-accounts/${account.uid}/payment-batches/validation`, () => ({
      status: 400,
      data: {
        code: 'batch_schema_invalid',
        message: 'x',
        errors: [
          { line: 36, row: 3, element: 'EndToEndId', message: "Element 'EndToEndId': [facet 'pattern']" },
        ],
      },
    }));
    await userEvent.upload(screen.getByLabelText(/pain\.001/), file());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Payment 3 of this pain.001 file does not follow the Swiss Payment Standards 2022 schema (pain.001.001.09.ch.03): element EndToEndId.',
    );
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });
});
