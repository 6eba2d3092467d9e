import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountRightsOverview } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import AccountRightsView from './AccountRightsView';

const session = personas.annaBaeckerei;
const partnershipUid = session.currentContext!.uid;
const [first, second] = session.cashAccounts;
const MIA = '6a1d2e3f-4b5c-4d6e-8f70-8192a3b4c5d6';
const overview: AccountRightsOverview = {
  accounts: [first!, second!].map((account) => ({
    uid: account.uid,
    name: account.accountName,
    iban: account.iban,
    currency: account.currency,
  })),
  members: [
    {
      personUid: session.user!.uid,
      name: 'Anna Meier',
      roleTypes: ['partner', 'delegate', 'deputy'],
      partnershipWide: { view: true, capture: true, approve: true },
      accounts: [first!, second!].map((account) => ({
        accountUid: account.uid,
        view: true,
        capture: true,
        approve: true,
      })),
    },
    {
      personUid: MIA,
      name: 'Mia Keller',
      roleTypes: ['delegate'],
      partnershipWide: { view: false, capture: false, approve: false },
      accounts: [
        { accountUid: first!.uid, view: false, capture: false, approve: false },
        { accountUid: second!.uid, view: true, capture: true, approve: false },
      ],
    },
  ],
};
const saveUrl = `/api/v2/partnerships/${partnershipUid}/members/${MIA}/account-rights`;

function renderRights() {
  const harness = renderScreen(<AccountRightsView partnershipUid={partnershipUid} />, { session });
  harness.mockApi!.on('get', `/api/v2/partnerships/${partnershipUid}/account-rights`, { data: overview });
  return harness;
}

describe('the account rights view', () => {
  it('shows member × account and saves one member’s change', async () => {
    const harness = renderRights();
    const mia = (await screen.findByRole('heading', { name: 'Mia Keller' })).closest('section')!;
    expect(
      screen.getByText('On every account through the partnership: View, Capture, Approve.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(harness.container);
    const save = within(mia).getByRole('button', { name: 'Save the rights of Mia Keller' });
    expect(save).toBeDisabled();
    harness.mockApi!.on('put', saveUrl, (request) => ({
      data: { ...overview.members[1]!, accounts: (request.data as { accounts: unknown[] }).accounts },
    }));
    await userEvent.click(within(mia).getByRole('checkbox', { name: `Capture on ${second!.accountName}` }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(harness.mockApi!.calls.find((call) => call.method === 'put')!.data).toEqual({
        accounts: [
          { accountUid: first!.uid, view: false, capture: false, approve: false },
          { accountUid: second!.uid, view: true, capture: false, approve: false },
        ],
      }),
    );
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('announces a refusal focused and keeps the change', async () => {
    const harness = renderRights();
    harness.mockApi!.on('put', saveUrl, {
      status: 400,
      data: {
        name: 'ValidationError',
        message: 'x',
        data: [{ field: 'accounts', code: 'registeredOnly', message: 'registeredOnly' }],
      },
    });
    const mia = (await screen.findByRole('heading', { name: 'Mia Keller' })).closest('section')!;
    await userEvent.click(within(mia).getByRole('checkbox', { name: `Approve on ${first!.accountName}` }));
    await userEvent.click(within(mia).getByRole('button', { name: 'Save the rights of Mia Keller' }));
    const alert = await within(mia).findByRole('alert');
    expect(alert).toHaveTextContent('A person registered only may view accounts');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(within(mia).getByRole('checkbox', { name: `Approve on ${first!.accountName}` })).toBeChecked();
  });

  it('is not offered to Luca (delegate)', async () => {
    renderScreen(<AccountRightsView partnershipUid={partnershipUid} />, { session: personas.lucaBaeckerei });
    expect(
      await screen.findByText('Only signatories and admins see and change account rights.'),
    ).toBeInTheDocument();
  });
});
