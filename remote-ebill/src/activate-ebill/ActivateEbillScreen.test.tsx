import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_RELOAD, type HostAction } from 'shared-kernel/bus';
import type { EbillSubscription } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import { PRIVATE_BASE, subscriptionOf } from '../fixtures';
import { ActivateEbillScreen } from './ActivateEbillScreen';

const never = (): EbillSubscription =>
  subscriptionOf({ status: null, email: null, requestedAt: null, statusChangedAt: null });

function renderActivate(
  subscription: () => EbillSubscription,
  persona: 'annaPrivate' | 'annaBaeckerei' = 'annaPrivate',
) {
  const harness = renderScreen(<ActivateEbillScreen />, { session: persona, route: '/ebill/activate' });
  const actions: HostAction[] = [];
  harness.bus.actions$.subscribe((action) => actions.push(action));
  return { ...harness, actions, subscription };
}

describe('the eBill activation', () => {
  it('explains eBill, prefills the person’s e-mail, and activates: pending, and the host re-reads the session', async () => {
    let current = never();
    const harness = renderActivate(() => current);
    harness.mockApi!.on('get', `${PRIVATE_BASE}/subscription`, () => ({ data: current }));
    harness.mockApi!.on('post', `${PRIVATE_BASE}/subscription`, (request) => {
      current = subscriptionOf({ status: 'REQUESTED', email: (request.data as { email: string }).email });
      return { status: 201, data: current };
    });
    const email = await screen.findByRole('textbox', { name: /E-mail for eBill notifications/ });
    await waitFor(() => expect(email).toHaveValue(personas.annaPrivate.user!.email));
    expect(screen.getByRole('heading', { name: 'What is eBill?' })).toBeInTheDocument();
    await expectNoAxeViolations(harness.container);
    await userEvent.clear(email);
    await userEvent.type(email, 'anna.meier@example.ch');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of use of eBill.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate eBill' }));
    const pending = await screen.findByTestId('ebill-pending');
    expect(pending).toHaveTextContent('Activation in progress');
    expect(pending).toHaveTextContent('Notifications go to anna.meier@example.ch.');
    await waitFor(() => expect(pending).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('eBill activation pending');
    expect(harness.mockApi!.calls.find((call) => call.method === 'post')?.data).toEqual({
      email: 'anna.meier@example.ch',
      acceptedTerms: true,
    });
    expect(harness.actions).toContainEqual({ type: SESSION_RELOAD });
  });

  it('asks for the terms and a readable e-mail before sending, at the fields, focused and announced', async () => {
    const harness = renderActivate(never);
    harness.mockApi!.on('get', `${PRIVATE_BASE}/subscription`, { data: never() });
    const email = await screen.findByRole('textbox', { name: /E-mail for eBill notifications/ });
    await waitFor(() => expect(email).toHaveValue(personas.annaPrivate.user!.email));
    await userEvent.clear(email);
    await userEvent.type(email, 'anna');
    await userEvent.click(screen.getByRole('button', { name: 'Activate eBill' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(
      'The eBill network writes to this address. Please enter an e-mail address such as name@example.ch.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@kontor.test');
    await userEvent.click(screen.getByRole('button', { name: 'Activate eBill' }));
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms of use of eBill.' });
    await waitFor(() => expect(terms).toHaveFocus());
    expect(terms).toHaveAccessibleDescription('Please accept the terms of use.');
    expect(harness.mockApi!.calls.some((call) => call.method === 'post')).toBe(false);
  });

  it('prefills the partnership’s contact e-mail in a partnership', async () => {
    const baeckerei = personas.annaBaeckerei.currentContext!;
    const harness = renderActivate(never, 'annaBaeckerei');
    const base = `/api/v2/ebill-business/partnerships/${baeckerei.uid}`;
    harness.mockApi!.on('get', `${base}/subscription`, { data: never() });
    harness.mockApi!.on('get', `/api/v2/partnerships/${baeckerei.uid}`, {
      data: { contactDetails: { email: 'info@baeckerei-meier.ch' } },
    });
    const email = await screen.findByRole('textbox', { name: /E-mail for eBill notifications/ });
    await waitFor(() => expect(email).toHaveValue('info@baeckerei-meier.ch'));
    expect(harness.mockApi!.calls.find((call) => call.url.endsWith(baeckerei.uid))?.params).toEqual({
      contactDetails: true,
    });
  });

  it('follows the eBill network’s confirmation: the screen says active', async () => {
    let current = subscriptionOf({ status: 'REQUESTED' });
    const harness = renderActivate(() => current);
    harness.mockApi!.on('get', `${PRIVATE_BASE}/subscription`, () => ({ data: current }));
    await screen.findByTestId('ebill-pending');
    expect(harness.actions).toHaveLength(0);
    current = subscriptionOf({ status: 'ACTIVE' });
    harness.bus.publishStream({
      type: 'ebillSubscription',
      guid: 'g1',
      message: { ownerUid: current.ownerUid, status: 'ACTIVE' },
    });
    const active = await screen.findByTestId('ebill-active');
    expect(within(active).getByRole('link', { name: 'Your billers' })).toHaveAttribute(
      'href',
      '/ebill/billers',
    );
  });

  it('announces a refused activation', async () => {
    const harness = renderActivate(never);
    harness.mockApi!.on('get', `${PRIVATE_BASE}/subscription`, { data: never() });
    harness.mockApi!.on('post', `${PRIVATE_BASE}/subscription`, {
      status: 409,
      data: { code: 'ebill_blocked', message: 'blocked' },
    });
    const email = await screen.findByRole('textbox', { name: /E-mail for eBill notifications/ });
    await waitFor(() => expect(email).toHaveValue(personas.annaPrivate.user!.email));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of use of eBill.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate eBill' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('eBill is blocked for you. Please contact us.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(harness.actions).toHaveLength(0);
  });

  it('tells a reader without the right to manage eBill who may activate it', async () => {
    const harness = renderActivate(never);
    harness.mockApi!.on('get', `${PRIVATE_BASE}/subscription`, {
      data: { ...never(), rights: { read: true, manage: false } },
    });
    expect(await screen.findByText(/Only a delegate who may prepare payments/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate eBill' })).not.toBeInTheDocument();
  });
});
