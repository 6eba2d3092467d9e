import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel/router';
import { renderScreen } from 'shared-kernel/testing';
import { PaymentFormScreen } from './PaymentFormScreen';
import { orderRead } from './testFixtures';
import { anna, renderForm, type } from './testHarness';

const [privatkonto, , euroKonto] = anna.cashAccounts;

describe('prefill', () => {
  it('?beneficiary= fills the beneficiary and what the last payment to it used', async () => {
    const harness = renderForm('iban', '/payments/new?beneficiary=22222222-2222-4222-8222-222222222222');
    harness.mockApi!.on('get', '/api/beneficiaries/22222222-2222-4222-8222-222222222222', {
      data: {
        uid: '22222222-2222-4222-8222-222222222222',
        name: 'Müller Mehl AG',
        iban: 'CH5604835012345678009',
        swiftBIC: null,
        address: null,
        signed: true,
        approval: null,
        paymentInputProposal: {
          reference: null,
          referenceType: 'NON',
          currency: 'CHF',
          paymentType: 'domestic_iban',
          paymentReason: 'Mehl Oktober',
        },
      },
    });
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Müller Mehl AG');
    expect(screen.getByRole('textbox', { name: /^IBAN/ })).toHaveValue('CH56 04835 012345678009');
    expect(screen.getByRole('textbox', { name: /^Message to the beneficiary/ })).toHaveValue('Mehl Oktober');
  });
});

describe('internal payment', () => {
  it('choosing the target account fills the beneficiary with the owner, its IBAN and currency', async () => {
    const { mockApi } = renderForm('internal');
    mockApi!.on('post', `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`, {
      status: 201,
      data: orderRead('executed', privatkonto!.uid),
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /^To account/ }),
      euroKonto!.uid,
    );
    await type(/^Amount/, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    await screen.findByText('The payment was executed today.');
    const body = mockApi!.calls.find((call) => call.method === 'post')!.data as Record<string, unknown>;
    expect(body).toMatchObject({
      beneficiary: { name: anna.currentContext!.name, iban: euroKonto!.iban },
      currency: 'EUR',
    });
  });
});

describe('who may reach the form', () => {
  it('Rita, registered without capture right, goes to the dashboard', async () => {
    renderScreen(
      <Routes>
        <Route path="/payments/new/:id?" element={<PaymentFormScreen kind="iban" />} />
        <Route path="/" element={<p>dashboard</p>} />
      </Routes>,
      { session: 'ritaBaeckerei', route: '/payments/new' },
    );
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });
});

describe('an existing order', () => {
  const url = (uid: string) => `/api/v2/iban-payment-orders/${uid}`;

  it('edits an accepted order with save (patch) and deletes it', async () => {
    const harness = renderForm('iban', '/payments/new/11111111-1111-4111-8111-111111111111');
    const order = {
      ...orderRead('accepted', privatkonto!.uid),
      _actions: {
        update: {
          method: 'PATCH' as const,
          uri: '/api/v2/iban-payment-orders/11111111-1111-4111-8111-111111111111',
        },
        delete: {
          method: 'DELETE' as const,
          uri: '/api/payment-orders/11111111-1111-4111-8111-111111111111',
        },
      },
    };
    harness.mockApi!.on('get', url(order.uid), { data: order });
    harness.mockApi!.on('patch', url(order.uid), { data: order });
    harness.mockApi!.on('delete', `/api/payment-orders/${order.uid}`, {
      data: { ...order, status: 'retired' },
    });
    expect(await screen.findByRole('heading', { name: 'Edit payment' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Müller Mehl AG');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await type(/^Message to the beneficiary/, 'Invoice 43');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await screen.findByTestId('payment-result');
    const patch = harness.mockApi!.calls.find((call) => call.method === 'patch')!;
    expect(patch.data).toMatchObject({ paymentReason: 'Invoice 43', amount: 1250.5 });
  });

  it('editing a standing order shows its last payment date and sends the changed one', async () => {
    const harness = renderForm('iban', '/payments/new/11111111-1111-4111-8111-111111111111');
    const order = {
      ...orderRead('accepted', privatkonto!.uid, { recurrence: 'monthly', recurrenceEndDate: '2027-05-27' }),
      _actions: {
        update: {
          method: 'PATCH' as const,
          uri: '/api/v2/iban-payment-orders/11111111-1111-4111-8111-111111111111',
        },
      },
    };
    harness.mockApi!.on('get', url(order.uid), { data: order });
    harness.mockApi!.on('patch', url(order.uid), { data: order });
    const end = await screen.findByRole('textbox', { name: /^Last payment/ });
    expect(end).toHaveValue('27.05.2027');
    await userEvent.clear(end);
    await userEvent.type(end, '30.06.2027');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await screen.findByTestId('payment-result');
    const patch = harness.mockApi!.calls.find((call) => call.method === 'patch')!;
    expect(patch.data).toMatchObject({ recurrence: 'monthly', recurrenceEndDate: '2027-06-30' });
  });

  it('offers delete of an existing order and goes to the overview', async () => {
    const harness = renderForm('iban', '/payments/new/11111111-1111-4111-8111-111111111111');
    const order = {
      ...orderRead('accepted', privatkonto!.uid),
      _actions: {
        delete: {
          method: 'DELETE' as const,
          uri: '/api/payment-orders/11111111-1111-4111-8111-111111111111',
        },
      },
    };
    harness.mockApi!.on('get', url(order.uid), { data: order });
    harness.mockApi!.on('delete', `/api/payment-orders/${order.uid}`, {
      data: { ...order, status: 'retired' },
    });
    // Not editable for this reader (no update action): the form is read-only, delete is offered.
    expect(await screen.findByText('This payment can no longer be changed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('overview')).toBeInTheDocument();
  });

  it('cancel of a draft deletes it', async () => {
    const harness = renderForm('iban', '/payments/new/11111111-1111-4111-8111-111111111111');
    const order = {
      ...orderRead('draft', privatkonto!.uid),
      _actions: {
        update: {
          method: 'PATCH' as const,
          uri: '/api/v2/iban-payment-orders/11111111-1111-4111-8111-111111111111',
        },
        delete: {
          method: 'DELETE' as const,
          uri: '/api/payment-orders/11111111-1111-4111-8111-111111111111',
        },
      },
    };
    harness.mockApi!.on('get', url(order.uid), { data: order });
    harness.mockApi!.on('delete', `/api/payment-orders/${order.uid}`, {
      data: { ...order, status: 'retired' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(harness.mockApi!.calls.some((call) => call.method === 'delete')).toBe(true);
  });
});
