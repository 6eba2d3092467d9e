import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { InvitationScreen } from './InvitationScreen';

const TOKEN = 'Qm9yZWQtbGluay10b2tlbi1mb3ItdGVzdHMtb25seS0';
const READ = `/api/v2/invitations/${TOKEN}`;

function renderInvitation() {
  return renderScreen(<InvitationScreen />, {
    session: 'paulProspect',
    route: `/invitation/${TOKEN}`,
    path: '/invitation/:token',
  });
}

async function fill(password: string, again = password) {
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Mia');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Keller');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '1991-04-12');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.type(screen.getByLabelText(/Repeat password/), again);
}

describe("the invitee's page", () => {
  it('says who invites, checks the password rule and registers', async () => {
    const harness = renderInvitation();
    harness.mockApi!.on('get', READ, {
      data: {
        partnershipName: 'Bäckerei Meier GmbH',
        inviterName: 'Anna Meier',
        status: 'active',
        open: true,
      },
    });
    harness.mockApi!.on('post', `${READ}/accept`, {
      status: 201,
      data: { email: 'mia@example.ch', status: 'registered' },
    });
    expect(await screen.findByTestId('invitation-from')).toHaveTextContent(
      'Anna Meier invites you to Bäckerei Meier GmbH on Kontor.',
    );
    await expectNoAxeViolations(harness.container);
    await fill('kurz1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('The password needs at least 12 characters.'),
    );
    expect(harness.mockApi!.calls.some((call) => call.method === 'post')).toBe(false);
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.clear(screen.getByLabelText(/Repeat password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Lohn-Buchhaltung-2026');
    await userEvent.type(screen.getByLabelText(/Repeat password/), 'Lohn-Buchhaltung-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('invitation-registered')).toHaveTextContent(
      'Log in with mia@example.ch',
    );
    expect(harness.mockApi!.calls.find((call) => call.method === 'post')!.data).toEqual({
      name: 'Mia',
      familyName: 'Keller',
      birthdate: '1991-04-12',
      password: 'Lohn-Buchhaltung-2026',
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the gateway’s refusal focused (a second use) and keeps what was typed', async () => {
    const harness = renderInvitation();
    harness.mockApi!.on('get', READ, {
      data: {
        partnershipName: 'Bäckerei Meier GmbH',
        inviterName: 'Anna Meier',
        status: 'active',
        open: true,
      },
    });
    harness.mockApi!.on('post', `${READ}/accept`, {
      status: 409,
      data: { code: 'invite_registered', message: 'this invitation is registered' },
    });
    await screen.findByTestId('invitation-from');
    await fill('Lohn-Buchhaltung-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This invitation has already been used.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Mia');
  });

  it.each([
    [
      'a used link',
      { status: 'registered', open: false },
      'This invitation has already been used. Please log in.',
    ],
    ['a cancelled link', { status: 'cancelled', open: false }, 'This invitation was cancelled.'],
  ])('explains %s', async (_what, state, text) => {
    const harness = renderInvitation();
    harness.mockApi!.on('get', READ, {
      data: { partnershipName: 'Bäckerei Meier GmbH', inviterName: 'Anna Meier', ...state },
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('explains an unknown link', async () => {
    const harness = renderInvitation();
    harness.mockApi!.on('get', READ, { status: 404, data: { code: 'invitation_not_found', message: 'x' } });
    expect(await screen.findByText(/This invitation link is not valid/)).toBeInTheDocument();
  });
});
