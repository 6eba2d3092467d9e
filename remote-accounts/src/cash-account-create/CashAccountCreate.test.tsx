import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'shared-kernel/router';
import type { SessionSnapshot } from 'shared-kernel/domain';
import { personas, screenTest } from 'shared-kernel/testing';
import { CashAccountCreate, type CashAccountCreateProps } from './CashAccountCreate';

const partnershipUid = personas.annaBaeckerei.currentContext!.uid;
const anna: SessionSnapshot = {
  ...personas.annaBaeckerei,
  entitlements: [
    ...personas.annaBaeckerei.entitlements,
    { entityUID: partnershipUid, entityType: 'Partnership', action: 'capture', includedTypes: [] },
  ],
};

function Screen(props: CashAccountCreateProps) {
  const location = useLocation();
  return (
    <>
      <CashAccountCreate {...props} />
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

describe('CashAccountCreate', () => {
  it('offers the available currencies and continues to the conditions with the choice', async () => {
    const test = screenTest(anna);
    test.mockApi.on('get', `/api/v2/agents/${partnershipUid}/available-currencies`, {
      data: [
        { code: 'CHF', countries: ['CH'] },
        { code: 'EUR', countries: ['DE'] },
      ],
    });
    test.mockApi.on('get', `/api/partnerships/${partnershipUid}/cash-accounts`, { data: anna.cashAccounts });
    test.render(Screen, { route: '/cash-account-create' });

    const currency = await screen.findByLabelText(/^Currency/);
    expect(await screen.findByRole('option', { name: 'EUR – Euro' })).toBeInTheDocument();
    expect(currency).toBeEnabled();
    fireEvent.change(currency, { target: { value: 'EUR' } });
    const continueButton = screen.getByRole('button', { name: 'Continue to the conditions' });
    expect(continueButton).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Account name/), { target: { value: '  Reserven  EUR ' } });
    fireEvent.click(continueButton);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/account-opening-conditions?currency=EUR&accountName=Reserven+EUR',
    );
    expect(await screen.findByText('Betriebskonto')).toBeInTheDocument();
  });

  it('explains why a member without the right cannot open accounts', async () => {
    const test = screenTest('lucaBaeckerei');
    test.mockApi.on('get', `/api/partnerships/${partnershipUid}/cash-accounts`, { data: [] });
    test.render(Screen, { route: '/cash-account-create' });
    expect(
      await screen.findByText('You do not have the right to open accounts for this partnership.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to the conditions' })).not.toBeInTheDocument();
  });
});
