import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert } from 'shared-kernel/bus';
import type { PersonaName } from 'shared-kernel/testing';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import {
  ANNA,
  BAECKEREI,
  BASE,
  detailsOf,
  impactOf,
  LUCA,
  memberOf,
  NO_CHANGE,
  NORA,
  NORA_BEING_ADDED,
  UIDS,
} from '../fixtures';
import MemberDetailsView from './MemberDetailsView';

function renderDetails(
  memberUid: string,
  persona: PersonaName = 'annaBaeckerei',
  partnershipUid = BAECKEREI,
) {
  const harness = renderScreen(<MemberDetailsView partnershipUid={partnershipUid} id={memberUid} />, {
    session: persona,
    route: `/team-space/member-details/${memberUid}`,
  });
  const alerts: Alert[] = [];
  harness.bus.alerts$.subscribe((alert) => alerts.push(alert));
  harness.mockApi!.on('get', `/api/v2/partnerships/${partnershipUid}/deputy-change`, {
    data: NORA_BEING_ADDED,
  });
  return { ...harness, alerts };
}

describe('member details', () => {
  it('shows the person, roles and rights, and nominates a delegate as admin (spec §4: start and done at once)', async () => {
    let luca = LUCA;
    const harness = renderDetails(UIDS.luca);
    harness.mockApi!.on('get', `${BASE}/members/${UIDS.luca}/details`, () => ({
      data: detailsOf(luca, 'luca@kontor.test'),
    }));
    harness.mockApi!.on('post', `${BASE}/deputy-change`, () => {
      luca = { ...LUCA, roleTypes: ['delegate', 'deputy'] };
      return { data: { ...NO_CHANGE } };
    });
    expect(await screen.findByText('luca@kontor.test')).toBeInTheDocument();
    expect(screen.getAllByText('Betriebskonto')).toHaveLength(2);
    await expectNoAxeViolations(harness.container);
    await userEvent.click(screen.getByRole('button', { name: 'Nominate as admin' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('member-roles')).getByText('Admin')).toBeInTheDocument(),
    );
    expect(harness.mockApi!.calls.find((call) => call.method === 'post')!.data).toEqual({
      start: true,
      done: true,
      deputiesToAdd: [UIDS.luca],
      deputiesToRemove: [],
    });
    expect(harness.alerts).toMatchObject([
      { alertType: 'success', message: 'team.alerts.nominateAdminSuccess', values: { name: 'Luca Rossi' } },
    ]);
    expect(screen.getByRole('button', { name: 'Remove as admin' })).toBeInTheDocument();
  });

  it('announces a refused nomination as nominate-admin-failure with the gateway’s reason', async () => {
    const harness = renderDetails(UIDS.luca);
    harness.mockApi!.on('get', `${BASE}/members/${UIDS.luca}/details`, {
      data: detailsOf(LUCA, 'luca@kontor.test'),
    });
    harness.mockApi!.on('post', `${BASE}/deputy-change`, {
      status: 409,
      data: { code: 'admin_nomination_not_allowed', message: 'isRegistered' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nominate as admin' }));
    await waitFor(() =>
      expect(harness.alerts).toMatchObject([
        {
          alertType: 'error',
          title: 'team.alerts.nominateAdminFailure',
          message: 'team.alerts.codes.admin_nomination_not_allowed',
          autoDismissDelay: 5000,
        },
      ]),
    );
  });

  it('removes a member after the impact dialog, then goes back to the list', async () => {
    const harness = renderDetails(UIDS.luca);
    harness.mockApi!.on('get', `${BASE}/members/${UIDS.luca}/details`, {
      data: detailsOf(LUCA, 'luca@kontor.test'),
    });
    harness.mockApi!.on('post', `${BASE}/agent/${UIDS.luca}/delegate/impact`, { data: impactOf() });
    harness.mockApi!.on('post', `${BASE}/delegate/${UIDS.luca}/revoke`, {
      data: {
        agentUid: UIDS.luca,
        role: 'delegate',
        removedRoles: ['delegate'],
        removedEntitlements: 1,
        blockedCards: [],
        leftPartnership: true,
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Luca Rossi as member?' });
    expect(within(dialog).getByText('1 card of the partnership (it is blocked)')).toBeInTheDocument();
    expect(within(dialog).getByText('Luca Rossi then leaves the partnership.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(harness.history.location.pathname).toBe('/team-space/members'));
    expect(harness.alerts).toMatchObject([
      { alertType: 'success', message: 'team.alerts.removeMemberSuccess' },
    ]);
  });

  it('refuses removing Nora, a signatory of an as_two partnership, with the spec’s message', async () => {
    const harness = renderDetails(UIDS.nora);
    harness.mockApi!.on('get', `${BASE}/members/${UIDS.nora}/details`, {
      data: detailsOf(NORA, 'nora@kontor.test'),
    });
    harness.mockApi!.on('post', `${BASE}/agent/${UIDS.nora}/partner/impact`, {
      data: impactOf({
        agentUid: UIDS.nora,
        role: 'partner',
        roles: ['partner'],
        cards: [],
        leavesPartnership: false,
        votingWeightAfter: 0.5,
        refusal: 'voting_weight_below_one',
      }),
    });
    expect(await screen.findByText('Being added as admin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove signatory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Nora Schmid as signatory?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The person cannot be removed');
    expect(within(dialog).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(harness.mockApi!.calls.some((call) => call.url.endsWith('/revoke'))).toBe(false);
  });

  it('shows remove-member-failure for an empty impact (spec §5/§8)', async () => {
    const harness = renderDetails(UIDS.luca);
    harness.mockApi!.on('get', `${BASE}/members/${UIDS.luca}/details`, {
      data: detailsOf(LUCA, 'luca@kontor.test'),
    });
    harness.mockApi!.on('post', `${BASE}/agent/${UIDS.luca}/delegate/impact`, {
      data: impactOf({
        roles: [],
        entitlements: [],
        cards: [],
        leavesPartnership: false,
        refusal: 'nothing_to_remove',
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove member' }));
    await waitFor(() =>
      expect(harness.alerts).toMatchObject([
        {
          alertType: 'error',
          title: 'team.alerts.removeMemberFailure',
          message: 'team.alerts.codes.nothing_to_remove',
        },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables member removal for a deputy without the partner role, focusable with its reason (Claire, ASL)', async () => {
    const asl = personas.claireAssociation.currentContext!.uid;
    const member = memberOf('00000000-0000-4000-8000-000000000777', 'Léa Rochat', ['delegate']);
    const harness = renderDetails(member.personInfo.uid, 'claireAssociation', asl);
    harness.mockApi!.on('get', `/api/v2/partnerships/${asl}/members/${member.personInfo.uid}/details`, {
      data: detailsOf(member, 'lea@asl.ch'),
    });
    await screen.findByText('lea@asl.ch');
    const remove = screen.getByRole('button', { name: 'Remove member' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(/Admins cannot remove members or signatories/);
    await userEvent.tab();
    while (document.activeElement !== remove) await userEvent.tab();
    expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(harness.mockApi!.calls.some((call) => call.method === 'post')).toBe(false);
    // Claire may still nominate the delegate as admin (partners or deputies, spec §6).
    expect(screen.getByRole('button', { name: 'Nominate as admin' })).toBeInTheDocument();
    await expectNoAxeViolations(harness.container);
  });

  it('a plain member reads the list entry, without rights or actions', async () => {
    const harness = renderDetails(UIDS.anna, 'lucaBaeckerei');
    harness.mockApi!.on('get', `${BASE}/members`, { data: [ANNA] });
    expect(await screen.findByText('Anna Meier')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(harness.mockApi!.calls.some((call) => call.url.endsWith('/details'))).toBe(false);
  });

  it('a partner without delegate or deputy role requests access for themselves', async () => {
    const dubois = personas.claireDuboisConseil.currentContext!.uid;
    const claire = personas.claireDuboisConseil.user!.uid;
    let me = memberOf(claire, 'Claire Dubois', ['partner']);
    const harness = renderDetails(claire, 'claireDuboisConseil', dubois);
    harness.mockApi!.on('get', `/api/v2/partnerships/${dubois}/members/${claire}/details`, () => ({
      data: detailsOf(me, 'claire@kontor.test'),
    }));
    harness.mockApi!.on('post', `/api/v2/partnerships/${dubois}/agent/${claire}/access-request`, () => {
      me = memberOf(claire, 'Claire Dubois', ['partner'], ['delegate']);
      return { data: { personUid: claire, roleTypes: ['partner'], pendingRoleTypes: ['delegate'] } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request access' }));
    expect(await screen.findByText('Access requested')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request access' })).not.toBeInTheDocument();
    expect(harness.alerts).toMatchObject([{ alertType: 'success', message: 'team.alerts.accessRequested' }]);
  });
});
