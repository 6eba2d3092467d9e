import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_RELOAD, type HostAction } from 'shared-kernel/bus';
import type { EbillSubscription } from 'shared-kernel/domain';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { PRIVATE_BASE, subscriptionOf } from '../fixtures';
import { EbillSettingsScreen } from './EbillSettingsScreen';

function renderSettings(subscription: () => EbillSubscription) {
  const harness = renderScreen(<EbillSettingsScreen />, { route: '/ebill/settings' });
  harness.mockApi!.on('get', `${PRIVATE_BASE}/subscription`, () => ({ data: subscription() }));
  const actions: HostAction[] = [];
  harness.bus.actions$.subscribe((action) => actions.push(action));
  return { ...harness, actions };
}

describe('the eBill settings', () => {
  it('shows the subscription and saves the notification settings', async () => {
    let current = subscriptionOf();
    const harness = renderSettings(() => current);
    harness.mockApi!.on('patch', `${PRIVATE_BASE}/subscription`, (request) => {
      current = { ...current, ...(request.data as Partial<EbillSubscription>) };
      return { data: current };
    });
    const status = await screen.findByTestId('ebill-status');
    expect(status).toHaveTextContent('Active');
    expect(screen.getByTestId('ebill-subscription')).toHaveTextContent('anna@kontor.test');
    await expectNoAxeViolations(harness.container);
    await userEvent.click(screen.getByRole('checkbox', { name: 'a new bill arrives' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(harness.mockApi!.calls.find((call) => call.method === 'patch')?.data).toEqual({
        email: 'anna@kontor.test',
        notifyNewInvoice: false,
        notifyNotCovered: true,
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'a new bill arrives' })).not.toBeChecked();
  });

  it('shows the gateway’s e-mail error at the field, focused', async () => {
    const harness = renderSettings(() => subscriptionOf());
    harness.mockApi!.on('patch', `${PRIVATE_BASE}/subscription`, {
      status: 400,
      data: {
        name: 'ValidationError',
        message: 'bad',
        data: [{ field: 'email', code: 'format', message: 'must match format "email"' }],
      },
    });
    const email = await screen.findByRole('textbox', { name: /E-mail for eBill notifications/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('must match format "email"');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
  });

  it('deactivates eBill after a confirmation, and the host re-reads the session', async () => {
    let current = subscriptionOf();
    const harness = renderSettings(() => current);
    harness.mockApi!.on('delete', `${PRIVATE_BASE}/subscription`, () => {
      current = subscriptionOf({ status: 'INACTIVE' });
      return { data: current };
    });
    await screen.findByTestId('ebill-status');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate eBill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate eBill?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(harness.mockApi!.calls.some((call) => call.method === 'delete')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate eBill' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() => expect(screen.getByTestId('ebill-status')).toHaveTextContent('Deactivated'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(harness.actions).toEqual([{ type: SESSION_RELOAD }]);
    expect(screen.getByRole('link', { name: 'Activate eBill again' })).toHaveAttribute(
      'href',
      '/ebill/activate',
    );
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });

  it('announces a refused deactivation in the dialog', async () => {
    const harness = renderSettings(() => subscriptionOf());
    harness.mockApi!.on('delete', `${PRIVATE_BASE}/subscription`, {
      status: 403,
      data: { code: 'ebill_forbidden', message: 'no' },
    });
    await screen.findByTestId('ebill-status');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate eBill' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('You may not do this with eBill here.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(harness.actions).toHaveLength(0);
  });
});
