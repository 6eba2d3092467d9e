/**
 * The QR-bill reader on the payment form (issue 30): the dialog, its errors (focused, announced), the progress
 * of a long PDF with its stop, and the form it fills (beneficiary, amount or open amount, reference, message;
 * the debit account and the date kept). The decoder itself is tested on real images in decoder.test.ts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseQrBill, type QrBill } from 'shared-kernel/domain';
import { QR_BILLS, expectNoAxeViolations, qrBillPayload } from 'shared-kernel/testing';
import { renderForm } from '../payment-form/testHarness';
import type { QrBillReadResult, ReadOptions } from './decoder';

const readQrBillFromFile = jest.fn<Promise<QrBillReadResult>, [Blob, ReadOptions?]>();
jest.mock('./decoder', () => ({
  preloadQrBillReader: () => Promise.resolve(),
  readQrBillFromFile: (file: Blob, options?: ReadOptions) => readQrBillFromFile(file, options),
}));

/** A SIX sample bill (QR-IBAN, QR reference, CHF 1949.75 or open) with the message 'Rechnung 4711', parsed. */
function billOf(bill = QR_BILLS.qrReferenceMinimal): QrBill {
  const parsed = parseQrBill(qrBillPayload({ 29: 'Rechnung 4711' }, { bill, lineEnding: '\n' }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.bill;
}

const pdf = () => new File(['%PDF-1.7'], 'bill.pdf', { type: 'application/pdf' });

async function openReader() {
  await userEvent.click(await screen.findByRole('button', { name: 'Read QR-bill' }));
  return screen.findByRole('dialog', { name: 'Read a QR-bill' });
}

beforeEach(() => readQrBillFromFile.mockReset());

describe('Read QR-bill on the payment form', () => {
  it('fills the beneficiary, amount, reference and message from the bill and says so, focused', async () => {
    readQrBillFromFile.mockResolvedValue({ ok: true, bill: billOf() });
    renderForm();
    const dialog = await openReader();
    expect(
      within(dialog).getByText('The file is read in your browser and is not uploaded.'),
    ).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('QR-bill file (PDF, PNG or JPEG)'), pdf());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readQrBillFromFile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Robert Schneider AG');
    expect(screen.getByRole('textbox', { name: /^IBAN/ })).toHaveValue('CH44 31999 123000889012');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1949.75');
    expect(screen.getByRole('textbox', { name: /^Reference/ })).toHaveValue('210000000003139471430009017');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Rechnung 4711');
    const note = screen.getByText(
      'The payment was filled in from the QR-bill. Please check it before you continue.',
    );
    await waitFor(() => expect(note.closest('.qr-bill-note')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('leaves an open amount to the payer', async () => {
    readQrBillFromFile.mockResolvedValue({ ok: true, bill: billOf(QR_BILLS.openAmount) });
    renderForm();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '12');
    const dialog = await openReader();
    await userEvent.upload(within(dialog).getByLabelText('QR-bill file (PDF, PNG or JPEG)'), pdf());
    expect(
      await screen.findByText(/The bill leaves the amount open: please enter it and check the payment\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it.each([
    ['no_qr_code_found', /No QR code was found in this file/],
    ['not_swiss_qr_bill', /not a Swiss QR-bill/],
    ['invalid_iban', /invalid IBAN or QR-IBAN/],
    ['invalid_reference', /invalid reference/],
    ['unsupported_currency', /paid in CHF or EUR/],
    ['field_too_long', /does not follow the QR-bill rules/],
    ['unsupported_file', /choose a PDF, PNG or JPEG file/],
  ] as const)('shows %s in the dialog, focused and announced', async (error, text) => {
    readQrBillFromFile.mockResolvedValue({ ok: false, error });
    renderForm();
    const dialog = await openReader();
    await userEvent.upload(within(dialog).getByLabelText('QR-bill file (PDF, PNG or JPEG)'), pdf());
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    // The form is untouched.
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('shows the page being read of a long PDF and stops when asked', async () => {
    let options: ReadOptions | undefined;
    readQrBillFromFile.mockImplementation((_file, given) => {
      options = given;
      return new Promise(() => undefined);
    });
    renderForm();
    const dialog = await openReader();
    await userEvent.upload(within(dialog).getByLabelText('QR-bill file (PDF, PNG or JPEG)'), pdf());
    await waitFor(() => expect(options?.onProgress).toBeDefined());
    act(() => options!.onProgress!({ page: 3, pages: 10 }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Reading page 3 of 10…');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop reading' }));
    expect(options!.signal!.aborted).toBe(true);
    expect(within(dialog).queryByText('Reading page 3 of 10…')).not.toBeInTheDocument();
  });

  it('has no axe violations in the dialog, with an error shown', async () => {
    readQrBillFromFile.mockResolvedValue({ ok: false, error: 'no_qr_code_found' });
    renderForm();
    const dialog = await openReader();
    await expectNoAxeViolations(dialog);
    await userEvent.upload(within(dialog).getByLabelText('QR-bill file (PDF, PNG or JPEG)'), pdf());
    await within(dialog).findByRole('alert');
    await expectNoAxeViolations(dialog);
  });
});
