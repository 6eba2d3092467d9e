import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invite } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import InvitationsView from './InvitationsView';

const session = personas.annaBaeckerei;
const partnershipUid = session.currentContext!.uid;
const lohnkonto = session.cashAccounts.find((account) => account.accountName === 'Lohnkonto')!;
const INVITES_URL = '/api/v2/invites';

const inviteOf = (overrides: Partial<Invite> = {}): Invite => ({
  uid: '0b4f3c1e-7d2a-4e58-9a61-2f0c8d5b7e11',
  partnershipUid,
  email: 'jana.kaelin@baeckerei-meier.ch',
  name: 'Jana Kälin',
  roles: ['delegate'],
  asAdmin: false,
  status: 'new',
  invitedBy: { uid: session.user!.uid, name: 'Anna Meier' },
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
  accountRights: [],
  registeredPersonUid: null,
  ...overrides,
});

function renderInvitations(persona = session) {
  const harness = renderScreen(<InvitationsView partnershipUid={partnershipUid} />, { session: persona });
  return harness;
}

describe('the invitations view', () => {
  it('lists the invitations with their status, pages of 10 and the filter of spec §4', async () => {
    const harness = renderInvitations();
    harness.mockApi!.on('get', INVITES_URL, (request) => ({
      data:
        request.params.status === 'cancelled'
          ? [inviteOf({ status: 'cancelled', name: 'Tom Cancelled' })]
          : [inviteOf(), inviteOf({ uid: 'b2', name: 'Mia Keller', status: 'registered', asAdmin: true })],
      headers: { 'x-total-count': request.params.status === 'cancelled' ? '1' : '12' },
    }));
    expect(await screen.findByText('Jana Kälin')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Sent')).toBeInTheDocument();
    expect(within(table).getByText('Registered')).toBeInTheDocument();
    expect(within(table).getByText(/Admin · valid until/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // A registered invitation is done: neither resend nor cancel.
    expect(
      screen.queryByRole('button', { name: 'Cancel the invitation to Mia Keller' }),
    ).not.toBeInTheDocument();
    expect(harness.mockApi!.calls[0]!.params).toMatchObject({
      partnershipUid,
      status: 'all',
      count: 10,
      offset: 0,
    });
    await expectNoAxeViolations(harness.container);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(harness.mockApi!.calls.at(-1)!.params).toMatchObject({ offset: 10 }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'cancelled');
    expect(await screen.findByText('Tom Cancelled')).toBeInTheDocument();
    expect(harness.mockApi!.calls.at(-1)!.params).toMatchObject({ status: 'cancelled', offset: 0 });
  });

  it('cancels an invitation, and announces a refusal focused', async () => {
    const harness = renderInvitations();
    harness.mockApi!.on('get', INVITES_URL, { data: [inviteOf()], headers: { 'x-total-count': '1' } });
    const cancelUrl = `/api/v2/partnerships/${partnershipUid}/invites/${inviteOf().uid}/cancel`;
    harness.mockApi!.onceOn('post', cancelUrl, {
      status: 409,
      data: { code: 'invite_registered', message: 'this invitation is registered' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the invitation to Jana Kälin' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This invitation has already been used.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    harness.mockApi!.on('post', cancelUrl, { data: inviteOf({ status: 'cancelled' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the invitation to Jana Kälin' }));
    await waitFor(() =>
      expect(harness.mockApi!.calls.filter((call) => call.method === 'post')).toHaveLength(2),
    );
  });

  it('invites with capture on one account: view comes with it, the body is the kernel contract', async () => {
    const harness = renderInvitations();
    harness.mockApi!.on('get', INVITES_URL, { data: [], headers: { 'x-total-count': '0' } });
    harness.mockApi!.on('post', `/api/v2/partnerships/${partnershipUid}/invites`, (request) => ({
      status: 201,
      data: inviteOf({ email: (request.data as { email: string }).email }),
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Please enter an e-mail address.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'mia.keller@example.ch');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mia Keller');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Capture on Lohnkonto' }));
    expect(within(dialog).getByRole('checkbox', { name: 'View on Lohnkonto' })).toBeChecked();
    await expectNoAxeViolations(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(harness.mockApi!.calls.find((call) => call.method === 'post')!.data).toEqual({
      email: 'mia.keller@example.ch',
      name: 'Mia Keller',
      roles: ['delegate'],
      asAdmin: false,
      accountRights: [{ accountUid: lohnkonto.uid, view: true, capture: true, approve: false }],
    });
  });

  it('is the signatories’ and admins’: Luca sees why instead of the list', async () => {
    renderInvitations(personas.lucaBaeckerei);
    expect(await screen.findByText('Only signatories and admins manage invitations.')).toBeInTheDocument();
  });
});
