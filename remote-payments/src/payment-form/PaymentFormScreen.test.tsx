import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_RELOAD } from 'shared-kernel/bus';
import { Route, Routes } from 'shared-kernel/router';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import { PaymentFormScreen } from './PaymentFormScreen';
import { mockFormCalls, orderRead, TODAY } from './testFixtures';
import { anna, fillChfPayment, renderForm, type } from './testHarness';

const [privatkonto, , euroKonto] = anna.cashAccounts;

describe('new IBAN payment', () => {
  it('keeps continue disabled until the required fields are filled (spec §5)', async () => {
    renderForm();
    const proceed = await screen.findByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    await fillChfPayment();
    expect(proceed).toBeEnabled();
  });

  it('pays a CHF bill today: confirmation cards, one submit with an idempotency key, executed result, dashboard', async () => {
    const { mockApi } = renderForm();
    mockApi!.on('post', `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`, {
      status: 201,
      data: orderRead('executed', privatkonto!.uid),
    });
    await fillChfPayment();
    expect(screen.getByRole('textbox', { name: /^IBAN/ })).toHaveValue('CH56 04835 012345678009');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(within(dialog).getByRole('heading', { name: 'Beneficiary' })).toBeInTheDocument();
    expect(within(dialog).getByText("CHF 1'250.50")).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm payment' });
    // A double click creates one order.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('The payment was executed today.')).toBeInTheDocument();
    const posts = mockApi!.calls.filter(
      (call) => call.method === 'post' && call.url.endsWith('/iban-payment-orders'),
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]!.data).toMatchObject({
      amount: 1250.5,
      currency: 'CHF',
      beneficiary: { name: 'Müller Mehl AG', iban: 'CH5604835012345678009' },
      paymentTime: TODAY,
      isDraftPO: false,
    });
    const key = posts[0]!.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect((posts[0]!.data as { customerTransactionId: string }).customerTransactionId).toBe(key);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('has no axe violations, in the form and in the confirmation', async () => {
    const { container } = renderForm();
    await fillChfPayment();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expectNoAxeViolations(await screen.findByRole('dialog'));
  });

  it('sends the internal note and the uploaded attachments with the order', async () => {
    const { mockApi } = renderForm();
    mockApi!.on('post', '/api/v2/file-resources', (request) => ({
      status: 201,
      data: {
        uid: '44444444-4444-4444-8444-444444444444',
        displayName: (request.data as { displayName: string }).displayName,
        fileSize: 12,
        mimeType: 'application/pdf',
      },
    }));
    mockApi!.on('post', `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`, {
      status: 201,
      data: orderRead('executed', privatkonto!.uid),
    });
    await fillChfPayment();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'For the October flour');
    const pdf = new File(['%PDF-1.4 test'], 'invoice.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Attachments'), pdf);
    await waitFor(() =>
      expect(mockApi!.calls.some((call) => call.url === '/api/v2/file-resources')).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(within(dialog).getByText('invoice.pdf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await screen.findByTestId('payment-result');
    const post = mockApi!.calls.find(
      (call) => call.method === 'post' && call.url.endsWith('/iban-payment-orders'),
    )!;
    expect(post.data).toMatchObject({
      noteText: 'For the October flour',
      attachedFileUids: ['44444444-4444-4444-8444-444444444444'],
    });
  });

  it('shows the saved date of a dated payment', async () => {
    const { mockApi } = renderForm();
    mockApi!.on('post', `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`, {
      status: 201,
      data: orderRead('accepted', privatkonto!.uid),
    });
    await fillChfPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText('The payment was saved and will be executed on 27.11.2026.'),
    ).toBeInTheDocument();
  });

  it('shows a wrong IBAN checksum on the field when it is left', async () => {
    renderForm();
    await type(/^IBAN/, 'CH5604835012345678008');
    expect(screen.getByRole('textbox', { name: /^IBAN/ })).toHaveAccessibleDescription(
      'This IBAN is not valid. Please check it.',
    );
  });

  it('groups a reference as printed on a QR-bill once it is left (issue 28)', async () => {
    renderForm();
    await type(/^Reference number/, '210000000003139471430009017');
    expect(screen.getByRole('textbox', { name: /^Reference number/ })).toHaveValue(
      '21 00000 00003 13947 14300 09017',
    );
    await type(/^Reference number/, 'rf18539007547034');
    expect(screen.getByRole('textbox', { name: /^Reference number/ })).toHaveValue('RF18 5390 0754 7034');
  });

  it('puts the server invalid_creditor_iban on the IBAN, keeps every value, and clears it when the IBAN changes', async () => {
    const { mockApi } = renderForm();
    mockApi!.on('post', `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`, {
      status: 400,
      data: {
        name: 'ValidationError',
        message: 'invalid',
        data: [{ field: 'beneficiary.iban', code: 'invalid_creditor_iban', message: 'IBAN refused' }],
      },
    });
    await fillChfPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    const iban = screen.getByRole('textbox', { name: /^IBAN/ });
    await waitFor(() => expect(iban).toHaveAccessibleDescription('This IBAN is not valid. Please check it.'));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Müller Mehl AG');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue("1'250.50");
    await type(/^IBAN/, 'CH9300762011623852957');
    expect(iban).not.toHaveAccessibleDescription('This IBAN is not valid. Please check it.');
    expect(iban).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal in the confirmation and submits again with a fresh key', async () => {
    const { mockApi } = renderForm();
    const url = `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`;
    mockApi!.onceOn('post', url, { status: 409, data: { code: 'account_not_active', message: 'x' } });
    mockApi!.on('post', url, { status: 201, data: orderRead('executed', privatkonto!.uid) });
    await fillChfPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('This account is not active.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('The payment was executed today.')).toBeInTheDocument();
    const keys = mockApi!.calls
      .filter((call) => call.method === 'post' && call.url === url)
      .map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('a SWIFT USD payment asks for the BIC and the address and shows the quote with the fee notice', async () => {
    const { mockApi } = renderForm('iban', '/payments/new?paymentType=swift');
    mockApi!.on('post', '/api/v2/incore/quote/calculate', (request) => ({
      data: {
        sourceAmount: { value: 88_662, factor: 2, currency: 'CHF' },
        targetAmount: { value: 100_000, factor: 2, currency: 'USD' },
        exchangeRate: 0.886615,
        exchangeRateMicros: 886_615,
        additionalFee: { value: 500, factor: 2, currency: 'CHF' },
        totalDebit: { value: 89_162, factor: 2, currency: 'CHF' },
        paymentKind: 'SWIFT',
        foreignBankFeeNotice: true,
        validUntil: `${TODAY}T10:00:00Z`,
        echo: request.data,
      },
    }));
    await type(/^Name/, 'Acme Inc');
    await type(/^IBAN/, 'GB29NWBK60161331926819');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await type(/^Amount/, '1000');
    expect(await screen.findByRole('textbox', { name: /^BIC/ })).toBeRequired();
    // Spec §5: continue stays disabled while the BIC and the address a SWIFT payment needs are empty.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Street/ })).toBeRequired();
    expect(await screen.findByText('0.886615', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByText(/intermediary banks may deduct/)).toBeInTheDocument();
    // The confirmation says what the account is debited for the foreign amount.
    await type(/^BIC/, 'NWBKGB2L');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GBR');
    await type(/^Street/, 'Bishopsgate');
    await type(/^Postal code/, 'EC2M 4AA');
    await type(/^City/, 'London');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(within(dialog).getByText('CHF 891.62')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    const quotes = mockApi!.calls.filter((call) => call.url === '/api/v2/incore/quote/calculate');
    // Debounced 500 ms: one quote for the settled amount, not one per keystroke.
    expect(quotes).toHaveLength(1);
    expect(quotes[0]!.data).toMatchObject({
      targetAmount: 1000,
      sourceCurrency: 'CHF',
      targetCurrency: 'USD',
    });
  });

  it('warns that international payments are not in the plan and blocks continue', async () => {
    const harness = renderScreen(<PaymentFormScreen kind="iban" />, {
      session: 'annaPrivate',
      path: '/payments/new/:id?',
      route: '/payments/new',
    });
    mockFormCalls(harness.mockApi!, anna.cashAccounts, anna.user!.uid, {
      features: { sepaOut: false, swiftOut: false },
    });
    await type(/^Name/, 'Acme Inc');
    await type(/^IBAN/, 'GB29NWBK60161331926819');
    await type(/^Amount/, '10');
    expect(await screen.findByText('International payments are not part of your plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // A private plan has no change screen; a company's warning links to it (issue 32: the next test).
    expect(screen.queryByRole('link', { name: 'Change the plan' })).not.toBeInTheDocument();
  });

  it("links a company's not-eligible warning to the plan change (issue 32)", async () => {
    const bakery = personas.annaBaeckerei;
    const harness = renderScreen(<PaymentFormScreen kind="iban" />, {
      session: 'annaBaeckerei',
      path: '/payments/new/:id?',
      route: '/payments/new',
    });
    mockFormCalls(harness.mockApi!, bakery.cashAccounts, bakery.currentContext!.uid, {
      features: { sepaOut: true, swiftOut: false },
    });
    await type(/^Name/, 'Acme Inc');
    await type(/^IBAN/, 'GB29NWBK60161331926819');
    await type(/^Amount/, '10');
    expect(await screen.findByRole('link', { name: 'Change the plan' })).toHaveAttribute(
      'href',
      '/sme-subscription-change',
    );
  });

  it('starts on the recommended execution date when today is no banking day', async () => {
    const { mockApi } = renderForm();
    mockApi!.on('get', '/api/payment-dates', {
      data: {
        clearingHolidays: [],
        recommendedExecutionDate: '2026-11-25',
        nextExecutionDate: '2026-11-25',
        weekendAllowed: false,
        today: TODAY,
        maxDate: '2027-11-24',
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Payment date/ })).toHaveValue('25.11.2026'),
    );
  });

  it('another debit account loads its schema and keeps what was typed', async () => {
    const { mockApi } = renderForm();
    await fillChfPayment();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^From account/ }), euroKonto!.uid);
    await waitFor(() =>
      expect(
        mockApi!.calls.some(
          (call) => call.url === `/api/v2/cash-accounts/${euroKonto!.uid}/iban-payment-orders`,
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Müller Mehl AG');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue("1'250.50");
  });

  it('monthlylast moves the payment date to the month end and shows the standing order text', async () => {
    renderForm();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Repeat' }), 'monthlylast');
    expect(screen.getByRole('textbox', { name: /^Payment date/ })).toHaveValue('30.11.2026');
    expect(screen.getByText(/This is a standing order/)).toBeInTheDocument();
  });

  it('a standing order takes an optional last payment date: the text, the confirmation and the body name it', async () => {
    const { mockApi } = renderForm();
    mockApi!.on('post', `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`, {
      status: 201,
      data: orderRead('accepted', privatkonto!.uid, {
        recurrence: 'monthly',
        recurrenceEndDate: '2027-03-31',
      }),
    });
    await fillChfPayment();
    // Only a recurrence has an end.
    expect(screen.queryByRole('textbox', { name: /^Last payment/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Repeat' }), 'monthly');
    const end = screen.getByRole('textbox', { name: /^Last payment/ });
    expect(end).toHaveValue('');
    await userEvent.type(end, '31.03.2027');
    await userEvent.tab();
    expect(screen.getByText(/for the last time on 31\.03\.2027/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(within(dialog).getByText('Last payment')).toBeInTheDocument();
    expect(within(dialog).getByText('31.03.2027')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await screen.findByTestId('payment-result');
    const post = mockApi!.calls.find((call) => call.method === 'post' && call.url.endsWith('-orders'))!;
    expect(post.data).toMatchObject({ recurrence: 'monthly', recurrenceEndDate: '2027-03-31' });
  });

  it('a standing order without a last payment date runs until cancelled', async () => {
    renderForm();
    await fillChfPayment();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Repeat' }), 'weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(within(dialog).getByText('Until cancelled')).toBeInTheDocument();
  });
});

describe('visits of the form', () => {
  const renderWithMenu = () => renderForm('iban', '/payments/new', { menuLink: true });

  it('"New payment" from the result view opens an empty form', async () => {
    const { mockApi } = renderWithMenu();
    mockApi!.on('post', `/api/v2/cash-accounts/${privatkonto!.uid}/iban-payment-orders`, {
      status: 201,
      data: orderRead('executed', privatkonto!.uid),
    });
    await fillChfPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await screen.findByTestId('payment-result');

    await userEvent.click(screen.getByRole('link', { name: 'New payment' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.queryByTestId('payment-result')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the same path is visited again before the payment is sent', async () => {
    renderWithMenu();
    await fillChfPayment();
    await userEvent.click(screen.getByRole('link', { name: 'New payment' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Müller Mehl AG');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue("1'250.50");
  });
});

describe('without an account to pay from', () => {
  const noAccounts = { ...personas.annaPrivate, cashAccounts: [], selectedCashAccountUid: null };
  const routes = (
    <Routes>
      <Route path="/payments/new/:id?" element={<PaymentFormScreen kind="iban" />} />
      <Route path="/" element={<p>dashboard</p>} />
    </Routes>
  );

  it('leaves for the dashboard when the person has none (spec §2)', async () => {
    renderScreen(routes, { session: noAccounts, route: '/payments/new' });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('says the accounts could not be loaded when their read failed, and asks the host to read them again', async () => {
    const harness = renderScreen(routes, {
      session: { ...noAccounts, unavailable: ['cashAccounts'] },
      route: '/payments/new',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your accounts could not be loaded just now.');
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
    const actions: string[] = [];
    harness.bus.actions$.subscribe((action) => actions.push(action.type));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(actions).toEqual([SESSION_RELOAD]);
    await expectNoAxeViolations(harness.container);
  });
});
