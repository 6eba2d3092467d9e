import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert } from 'shared-kernel/bus';
import type { DeputyChange } from 'shared-kernel/domain';
import type { PersonaName } from 'shared-kernel/testing';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { ANNA, BAECKEREI, BASE, LUCA, NO_CHANGE, NORA, NORA_BEING_ADDED, RITA, UIDS } from '../fixtures';
import DeputyChangeView from './DeputyChangeView';

function renderChange(initial: DeputyChange, persona: PersonaName = 'noraBaeckerei') {
  const harness = renderScreen(<DeputyChangeView partnershipUid={BAECKEREI} />, {
    session: persona,
    route: '/team-space/deputy-change',
  });
  let change = initial;
  const alerts: Alert[] = [];
  harness.bus.alerts$.subscribe((alert) => alerts.push(alert));
  harness
    .mockApi!.on('get', `${BASE}/deputy-change`, () => ({ data: change }))
    .on('get', `${BASE}/members`, {
      data: [ANNA, NORA, LUCA, RITA],
      headers: { 'x-total-count': '4' },
    });
  const posts = () => harness.mockApi!.calls.filter((call) => call.method === 'post');
  return { ...harness, alerts, posts, setChange: (next: DeputyChange) => (change = next) };
}

const list = (name: 'deputiesToAdd' | 'deputiesToRemove') =>
  document.querySelector<HTMLElement>(`.team-deputy-people[data-list="${name}"]`)!;

describe('the change of admins awaiting signatures', () => {
  it('shows who is being added and removed, who prepared it, and what happens next', async () => {
    const harness = renderChange(NORA_BEING_ADDED);
    expect(await screen.findByText('Awaiting signatures.')).toBeInTheDocument();
    expect(screen.getByText('Prepared by Anna Meier on 24.11.2026.')).toBeInTheDocument();
    expect(within(list('deputiesToAdd')).getByText('Nora Schmid')).toBeInTheDocument();
    expect(within(list('deputiesToRemove')).getByText('Nobody')).toBeInTheDocument();
    expect(screen.getByText(/Once completed, those added become admins/)).toBeInTheDocument();
    await expectNoAxeViolations(harness.container);
  });

  it('Nora completes it: the post is done alone, the success alert, nothing open afterwards', async () => {
    const harness = renderChange(NORA_BEING_ADDED);
    harness.mockApi!.on('post', `${BASE}/deputy-change`, () => {
      harness.setChange(NO_CHANGE);
      return { data: NO_CHANGE };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete and sign' }));
    expect(await screen.findByText('No change of admins awaits signatures.')).toBeInTheDocument();
    expect(harness.posts()[0]!.data).toEqual({
      start: false,
      done: true,
      deputiesToAdd: [],
      deputiesToRemove: [],
    });
    expect(harness.alerts).toMatchObject([{ alertType: 'success', message: 'team.alerts.deputyChangeDone' }]);
    expect(screen.getByRole('heading', { name: 'Change of admins' })).toHaveFocus();
  });

  it('edits the lists with the keyboard: Luca added, an empty change refused in place', async () => {
    const harness = renderChange(NORA_BEING_ADDED);
    harness.mockApi!.on('post', `${BASE}/deputy-change`, (request) => ({
      data: { ...NORA_BEING_ADDED, ...(request.data as object) },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const add = screen.getByRole('group', { name: 'Add as admin' });
    // Nora (named by the change) and Luca (a delegate) may be added; Anna is an admin, Rita registered only.
    expect(
      within(add)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement!.textContent),
    ).toEqual(['Nora Schmid', 'Luca Rossi']);
    expect(within(add).getByRole('checkbox', { name: 'Nora Schmid' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(within(add).getByRole('checkbox', { name: 'Nora Schmid' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save the change' }));
    const refusal = await screen.findByText('Choose at least one person. To drop the change, discard it.');
    expect(refusal.closest('.team-refusal')).toHaveFocus();
    expect(harness.posts()).toHaveLength(0);
    await userEvent.click(within(add).getByRole('checkbox', { name: 'Luca Rossi' }));
    await expectNoAxeViolations(harness.container);
    await userEvent.click(screen.getByRole('button', { name: 'Save the change' }));
    await waitFor(() => expect(harness.posts()).toHaveLength(1));
    expect(harness.posts()[0]!.data).toEqual({
      start: false,
      done: false,
      deputiesToAdd: [UIDS.luca],
      deputiesToRemove: [],
    });
  });

  it('discards it after a confirmation; a refusal is announced, focused and alerted (spec §8)', async () => {
    const harness = renderChange(NORA_BEING_ADDED, 'annaBaeckerei');
    harness.mockApi!.on('post', `${BASE}/deputy-change/discard`, {
      status: 409,
      data: { code: 'no_open_deputy_change', message: 'there is no open deputy change' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard this change of admins?' });
    await expectNoAxeViolations(harness.container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard the change' }));
    const refusal = await screen.findByTestId('deputy-change-refusal');
    expect(refusal).toHaveFocus();
    expect(within(refusal).getByRole('alert')).toHaveTextContent('There is no open change of admins.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(harness.alerts).toMatchObject([
      {
        alertType: 'error',
        title: 'team.alerts.nominateAdminFailure',
        message: 'team.alerts.codes.no_open_deputy_change',
      },
    ]);
  });

  it('prepares a new change for signature when none is open', async () => {
    const harness = renderChange(NO_CHANGE, 'annaBaeckerei');
    harness.mockApi!.on('post', `${BASE}/deputy-change`, () => ({ data: NORA_BEING_ADDED }));
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare a change of admins' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Luca Rossi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open for signature' }));
    await waitFor(() => expect(harness.posts()).toHaveLength(1));
    expect(harness.posts()[0]!.data).toEqual({
      start: true,
      done: false,
      deputiesToAdd: [UIDS.luca],
      deputiesToRemove: [],
    });
    expect(harness.alerts).toMatchObject([
      { alertType: 'success', message: 'team.alerts.deputyChangeOpened' },
    ]);
  });

  it('shows Luca (a delegate) the change without its actions', async () => {
    renderChange(NORA_BEING_ADDED, 'lucaBaeckerei');
    expect(
      await screen.findByText('Signatories and admins complete, change or discard it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete and sign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  });
});
