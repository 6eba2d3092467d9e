import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Member } from 'shared-kernel/domain';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { ANNA, BAECKEREI, BASE, LUCA, NORA, NORA_BEING_ADDED, RITA, memberOf } from '../fixtures';
import MembersView from './MembersView';

const many: Member[] = Array.from({ length: 13 }, (_, i) =>
  memberOf(`00000000-0000-4000-8000-${String(500 + i).padStart(12, '0')}`, `Person ${i + 1}`, ['delegate']),
);

function renderMembers(all: Member[] = [ANNA, NORA, LUCA, RITA]) {
  const harness = renderScreen(<MembersView partnershipUid={BAECKEREI} />, {
    session: 'annaBaeckerei',
    route: '/team-space/members',
  });
  let people = all;
  harness
    .mockApi!.on('get', `${BASE}/members`, (request) => {
      const roles = request.params.roles as string[] | undefined;
      const name = String(request.params.nameFilter ?? '');
      const matching = people.filter(
        (member) =>
          (!roles || roles.some((role) => member.roleTypes.includes(role as never))) &&
          member.personInfo.name.includes(name),
      );
      const offset = Number(request.params.offset ?? 0);
      return {
        data: matching.slice(offset, offset + Number(request.params.count ?? 10)),
        headers: { 'x-total-count': String(matching.length) },
      };
    })
    .on('get', `${BASE}/deputy-change`, { data: NORA_BEING_ADDED });
  return { ...harness, setPeople: (next: Member[]) => (people = next) };
}

const rowOf = (name: string) => screen.getByText(name).closest('li')!;

describe('the team space members', () => {
  it('lists members with their roles as badges and the pending markers', async () => {
    const harness = renderMembers();
    await screen.findByText('Nora Schmid');
    expect(within(rowOf('Anna Meier')).getByText('Admin')).toBeInTheDocument();
    expect(within(rowOf('Anna Meier')).getByText('Signatory')).toBeInTheDocument();
    expect(within(rowOf('Nora Schmid')).getByText('Being added as admin')).toBeInTheDocument();
    expect(within(rowOf('Luca Rossi')).getByText('Member')).toBeInTheDocument();
    expect(within(rowOf('Rita Huber')).getByText('Registered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Luca Rossi/ })).toHaveAttribute(
      'href',
      `/team-space/member-details/${LUCA.personInfo.uid}`,
    );
    await expectNoAxeViolations(harness.container);
  });

  it('announces an open change of admins and links its view', async () => {
    renderMembers();
    const notice = await screen.findByTestId('deputy-change-notice');
    expect(within(notice).getByText('A change of admins awaits signatures.')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Show the change of admins' })).toHaveAttribute(
      'href',
      '/team-space/deputy-change',
    );
  });

  it('filters by role and searches by name', async () => {
    const harness = renderMembers();
    await screen.findByText('Luca Rossi');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'admin');
    await waitFor(() => expect(screen.queryByText('Luca Rossi')).not.toBeInTheDocument());
    expect(screen.getByText('Anna Meier')).toBeInTheDocument();
    const calls = harness.mockApi!.calls.filter((call) => call.url === `${BASE}/members`);
    expect(calls[calls.length - 1]!.params).toEqual({ roles: ['deputy'], count: 10, offset: 0 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    await userEvent.type(screen.getByRole('searchbox', { name: /Search by name/ }), 'Nora');
    await waitFor(() => expect(screen.queryByText('Anna Meier')).not.toBeInTheDocument());
    expect(screen.getByText('Nora Schmid')).toBeInTheDocument();
  });

  it('pages by ten with the total of x-total-count', async () => {
    renderMembers(many);
    await screen.findByText('Person 1');
    expect(screen.getByText('13 people')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Person 11');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('reloads when the stream says this partnership’s people changed, not another’s', async () => {
    const harness = renderMembers();
    await screen.findByText('Luca Rossi');
    harness.setPeople([ANNA, NORA, { ...LUCA, roleTypes: ['delegate', 'deputy'] }, RITA]);
    act(() =>
      harness.bus.publishStream({
        type: 'agentInPartnership',
        guid: 'x',
        message: { partnershipUid: 'other' },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(rowOf('Luca Rossi')).queryByText('Admin')).not.toBeInTheDocument();
    act(() =>
      harness.bus.publishStream({
        type: 'agentInPartnership',
        guid: BAECKEREI,
        message: { partnershipUid: BAECKEREI },
      }),
    );
    await waitFor(() => expect(within(rowOf('Luca Rossi')).getByText('Admin')).toBeInTheDocument());
  });

  it('says when the list could not be loaded, and retries', async () => {
    const harness = renderScreen(<MembersView partnershipUid={BAECKEREI} />, { session: 'annaBaeckerei' });
    harness.mockApi!.on('get', `${BASE}/members`, { status: 500, data: {} });
    harness.mockApi!.on('get', `${BASE}/deputy-change`, { data: NORA_BEING_ADDED });
    expect(await screen.findByText('The members could not be loaded.')).toBeInTheDocument();
  });
});
