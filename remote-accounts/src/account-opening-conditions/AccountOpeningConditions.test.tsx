import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CashAccount, SessionSnapshot } from 'shared-kernel/domain';
import { personas, screenTest } from 'shared-kernel/testing';
import { AccountOpeningConditions } from './AccountOpeningConditions';

const partnershipUid = personas.annaBaeckerei.currentContext!.uid;
const anna: SessionSnapshot = {
  ...personas.annaBaeckerei,
  entitlements: [
    ...personas.annaBaeckerei.entitlements,
    { entityUID: partnershipUid, entityType: 'Partnership', action: 'capture', includedTypes: [] },
  ],
};
const route = '/account-opening-conditions?currency=EUR&accountName=Reserven';
const opened: CashAccount = {
  ...anna.cashAccounts[0]!,
  uid: 'new-account',
  accountName: 'Reserven',
  currency: 'EUR',
  iban: 'CH9383019ABCDEFGHJKLM',
};

function setUp() {
  const test = screenTest(anna);
  test.mockApi.on('get', `/api/partnerships/${partnershipUid}/cash-accounts/opening-conditions`, {
    data: {
      conditionCodes: ['CSTC', 'FTR'],
      conditions: [
        { code: 'CSTC', version: '2026-01', title: 'Cash account terms and conditions' },
        { code: 'FTR', version: '2026-01', title: 'Fee and tariff regulations' },
      ],
    },
  });
  test.mockApi.onceOn('get', `/api/partnerships/${partnershipUid}/cash-accounts`, {
    data: anna.cashAccounts,
  });
  test.mockApi.on('get', `/api/partnerships/${partnershipUid}/cash-accounts`, {
    data: [...anna.cashAccounts, opened],
  });
  test.mockApi.on('get', '/api/collection-lookup/conditions/CSTC', {
    data: { key: 'CSTC', content: 'The CSTC text.' },
  });
  return test;
}

describe('AccountOpeningConditions', () => {
  it('opens the account once every condition is accepted, and the account appears with its event', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const test = setUp();
    test.mockApi.on('post', `/api/partnerships/${partnershipUid}/cash-accounts`, {
      status: 201,
      data: opened,
    });
    test.render(AccountOpeningConditions, { route });

    fireEvent.click((await screen.findAllByRole('button', { name: 'Read' }))[0]!);
    expect(await screen.findByText('The CSTC text.')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Accept and open the account' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Cash account terms and conditions/ }));
    expect(open).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /Fee and tariff regulations/ }));
    fireEvent.click(open);

    expect(await screen.findByRole('heading', { name: 'Your new account is open' })).toBeInTheDocument();
    expect(test.mockApi.calls.find((call) => call.method === 'post')?.data).toEqual({
      currency: 'EUR',
      accountName: 'Reserven',
      acceptedConditionCodes: ['CSTC', 'FTR'],
    });
    const list = screen.getByTestId('partnership-accounts');
    expect(within(list).queryByText('Reserven')).not.toBeInTheDocument();
    // The gateway's cashAccountCreated event marks the context's accounts stale: the list reloads (700 ms debounce).
    act(() =>
      test.bus.publishStream({
        type: 'cashAccountCreated',
        guid: 'new-account',
        message: { cashAccountUid: 'new-account', partnershipUid, ownerUid: partnershipUid },
      }),
    );
    await act(async () => {
      jest.advanceTimersByTime(800);
    });
    jest.useRealTimers();
    await waitFor(() => expect(within(list).getByText('Reserven')).toBeInTheDocument());
  });

  it('names a plan that does not include the account (422)', async () => {
    const test = setUp();
    test.mockApi.on('post', `/api/partnerships/${partnershipUid}/cash-accounts`, {
      status: 422,
      data: { code: 'feature_not_in_plan', message: 'MultiCurrencyAccounts' },
    });
    test.render(AccountOpeningConditions, { route });
    for (const checkbox of await screen.findAllByRole('checkbox')) fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Accept and open the account' }));
    expect(
      await screen.findByText(
        'Your plan does not include this account. Please change the subscription first.',
      ),
    ).toBeInTheDocument();
  });

  it('goes back without opening anything when the conditions are refused', async () => {
    const test = setUp();
    const alerts: string[] = [];
    test.bus.alerts$.subscribe((alert) => alerts.push(alert.message));
    test.render(AccountOpeningConditions, { route });
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    expect(alerts).toContain('app.customer.conditions.refused');
    expect(test.mockApi.calls.some((call) => call.method === 'post')).toBe(false);
  });

  it('asks for the choice first when the query lacks it', async () => {
    const test = setUp();
    test.render(AccountOpeningConditions, { route: '/account-opening-conditions' });
    expect(
      await screen.findByText('Choose the currency and the name of the account first.'),
    ).toBeInTheDocument();
  });
});
