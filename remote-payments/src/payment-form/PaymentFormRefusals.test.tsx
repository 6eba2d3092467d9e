/** Issue 28: every refusal seen, and a form that cannot mislead (continue, cancel, country, amounts, references). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillChfPayment, anna, renderForm, type } from './testHarness';

const [privatkonto] = anna.cashAccounts;
const url = `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`;

describe('a refused payment', () => {
  it('insufficient funds: the confirmation closes, the amount field has the focus and says why, nothing is lost', async () => {
    const { mockApi } = renderForm();
    mockApi!.on('post', url, {
      status: 400,
      data: {
        name: 'ValidationError',
        message: 'ValidationError',
        data: [{ field: 'amount', code: 'insufficient_funds', message: 'not enough' }],
      },
    });
    await fillChfPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount.getAttribute('aria-describedby')).toBeTruthy();
    expect(amount).toHaveValue("1'250.50");
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Müller Mehl AG');
  });
});

describe('continue means confirmable', () => {
  it('stays disabled for the debit account’s own IBAN', async () => {
    renderForm();
    await fillChfPayment();
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeEnabled();
    await type(/^IBAN/, privatkonto!.iban);
    expect(proceed).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^IBAN/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('stays disabled for 0.00 and names the bound as an amount in Swiss notation', async () => {
    renderForm();
    await fillChfPayment();
    await type(/^Amount/, '0.00');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(
      'The amount must be at least CHF 0.01.',
    );
    await type(/^Amount/, '100000.01');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(
      "The amount may be at most CHF 100'000.00.",
    );
  });
});

describe('leaving a filled form', () => {
  it('asks before cancel loses what was typed', async () => {
    renderForm();
    await fillChfPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard this payment?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Müller Mehl AG');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('leaves an untouched form at once', async () => {
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });
});

describe('the beneficiary country', () => {
  it('follows the IBAN until the person picks one', async () => {
    renderForm();
    await type(/^IBAN/, 'DE89 3704 0044 0532 0130 00');
    const country = await screen.findByRole('combobox', { name: /^Country/ });
    expect(country).toHaveValue('DEU');
    await userEvent.selectOptions(country, 'FRA');
    await type(/^IBAN/, 'AT61 1904 3002 3457 3201');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('FRA');
  });
});

describe('the confirmation', () => {
  it('shows a creditor reference in blocks of 4', async () => {
    renderForm();
    await fillChfPayment();
    await type(/^Reference/, 'RF18539007547034');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(within(dialog).getByText('RF18 5390 0754 7034')).toBeInTheDocument();
  });
});
