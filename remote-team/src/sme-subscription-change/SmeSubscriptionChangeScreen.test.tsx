import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_RELOAD, type HostAction } from 'shared-kernel/bus';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { BAKERY_UID, offersOf } from '../partnership-details/fixtures';
import { SmeSubscriptionScreen } from '../sme-subscription/SmeSubscriptionScreen';
import { SmeSubscriptionChangeScreen } from './SmeSubscriptionChangeScreen';

const PLANS = `/api/v2/agent/${BAKERY_UID}/subscription/plans`;

describe('the subscription', () => {
  it('shows the plan, its billing, price and features translated', async () => {
    const harness = renderScreen(<SmeSubscriptionScreen />, {
      session: 'annaBaeckerei',
      route: '/sme-subscription',
    });
    harness.mockApi!.on('get', PLANS, { data: offersOf(true) });
    const current = await screen.findByTestId('current-plan');
    expect(current).toHaveTextContent('Grow');
    expect(current).toHaveTextContent('Monthly');
    expect(current).toHaveTextContent('CHF 19.00 per month');
    expect(screen.getByText('SWIFT payments worldwide')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/sme-subscription-change',
    );
    await expectNoAxeViolations(harness.container);
  });

  it('changes the plan after a confirmation and has the host reload the session', async () => {
    const harness = renderScreen(<SmeSubscriptionChangeScreen />, {
      session: 'annaBaeckerei',
      route: '/sme-subscription-change',
    });
    harness
      .mockApi!.on('get', PLANS, { data: offersOf(true) })
      .on('post', `/api/v2/agent/${BAKERY_UID}/subscription`, {
        data: {
          uid: 's2',
          status: 'active',
          billingInterval: 'IntervalYearly',
          validFrom: '2026-11-27',
          current: { planCode: 'sme_free_ch' },
        },
      });
    const actions: HostAction[] = [];
    harness.bus.actions$.subscribe((action) => actions.push(action));
    await userEvent.click(await screen.findByRole('button', { name: 'Change to this plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already has this plan');
    await userEvent.click(screen.getByRole('radio', { name: 'SME Free' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change to this plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan?' });
    expect(dialog).toHaveTextContent('SME Free, billed Yearly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(actions).toContainEqual({ type: SESSION_RELOAD }));
    expect(harness.mockApi!.calls.find((call) => call.method === 'post')?.data).toEqual({
      planCode: 'sme_free_ch',
      billingInterval: 'IntervalYearly',
    });
  });

  it('shows a member why the plans cannot be chosen', async () => {
    const harness = renderScreen(<SmeSubscriptionChangeScreen />, {
      session: 'lucaBaeckerei',
      route: '/sme-subscription-change',
    });
    harness.mockApi!.on('get', PLANS, { data: offersOf(false) });
    expect(await screen.findByText('Only signatories can change the plan.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'SME Free' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change to this plan' })).toBeDisabled();
  });
});
