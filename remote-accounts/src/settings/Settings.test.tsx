import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_CHANGED, type HostAction, type ProfileChangedPayload } from 'shared-kernel/bus';
import { Settings } from './Settings';
import type { ActiveSession } from 'shared-kernel/domain';
import { screenTest } from 'shared-kernel/testing';

const session = (id: string, current: boolean): ActiveSession => ({
  id,
  level: 'strong',
  signedInAt: '2026-11-20T08:00:00Z',
  lastActiveAt: '2026-11-21T09:30:00Z',
  expiresAt: '2026-11-21T10:30:00Z',
  current,
});

function setUp() {
  const test = screenTest('annaPrivate');
  const profile = test.session.profile!;
  test.mockApi.on('get', '/api/v2/profile', { data: profile });
  test.mockApi.on('patch', '/api/v2/profile', (request) => {
    const change = request.data as { communication?: object; theme?: string };
    return {
      data: {
        ...profile,
        ...(change.theme ? { theme: change.theme } : {}),
        communication: { ...profile.communication, ...change.communication },
      },
    };
  });
  return test;
}

// The applied theme is page state (the settings tick what is applied): each test starts from none.
afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('Settings', () => {
  it('lists the active sessions and signs out the others after confirmation', async () => {
    const test = setUp();
    test.mockApi.onceOn('get', '/api/v3/auth/sessions', { data: [session('a', true), session('b', false)] });
    test.mockApi.on('get', '/api/v3/auth/sessions', { data: [session('a', true)] });
    test.mockApi.on('post', '/api/v3/auth/sessions/sign-out-others', { data: { signedOut: 1 } });
    const alerts: string[] = [];
    test.bus.alerts$.subscribe((alert) => alerts.push(alert.message));
    test.render(Settings, { path: '/settings/:id?', route: '/settings' });

    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This session')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/1 other session will be signed out/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out all other sessions' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(alerts).toContain('app.settings.security.signedOut');
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });

  it('saves the newsletter and advertisement preferences to the profile (inverted flags)', async () => {
    const test = setUp();
    test.mockApi.on('get', '/api/v3/auth/sessions', { data: [session('a', true)] });
    test.render(Settings, { path: '/settings/:id?', route: '/settings' });

    const newsletters = await screen.findByRole('checkbox', { name: 'Send me the Kontor newsletter' });
    const wasChecked = (newsletters as HTMLInputElement).checked;
    fireEvent.click(newsletters);
    await waitFor(() => expect(test.mockApi.calls.some((call) => call.method === 'patch')).toBe(true));
    expect(test.mockApi.calls.find((call) => call.method === 'patch')?.data).toEqual({
      communication: { noNewsletters: wasChecked },
    });
    await waitFor(() => expect(newsletters).not.toBeDisabled());
    expect((newsletters as HTMLInputElement).checked).toBe(!wasChecked);
  });

  it('switches the theme and applies it to the document', async () => {
    const test = setUp();
    test.mockApi.on('get', '/api/v3/auth/sessions', { data: [session('a', true)] });
    test.render(Settings, { path: '/settings/:id?', route: '/settings' });

    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(test.mockApi.calls.find((call) => call.method === 'patch')?.data).toEqual({ theme: 'dark' });
  });

  it('tells the host the saved profile after a language or theme change', async () => {
    const test = setUp();
    test.mockApi.on('get', '/api/v3/auth/sessions', { data: [session('a', true)] });
    const actions: HostAction[] = [];
    test.bus.actions$.subscribe((action) => actions.push(action));
    const { i18n } = test.render(Settings, { path: '/settings/:id?', route: '/settings' });
    const changeLanguage = jest.spyOn(i18n, 'changeLanguage').mockResolvedValue((() => '') as never);

    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(actions).toHaveLength(1));
    expect(actions[0]).toEqual({
      type: PROFILE_CHANGED,
      payload: { profile: expect.objectContaining({ theme: 'dark' }) },
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).not.toBeDisabled());
    fireEvent.change(screen.getByLabelText(/Language of Kontor/), { target: { value: 'fr' } });
    await waitFor(() => expect(actions).toHaveLength(2));
    const { profile } = actions[1]!.payload as ProfileChangedPayload;
    expect(profile.communication.languageCode).toBe('fr');
    expect(changeLanguage).toHaveBeenCalledWith('fr');
  });

  it('changes the language of the app after saving it', async () => {
    const test = setUp();
    test.mockApi.on('get', '/api/v3/auth/sessions', { data: [session('a', true)] });
    const { i18n } = test.render(Settings, { path: '/settings/:id?', route: '/settings' });
    const changeLanguage = jest.spyOn(i18n, 'changeLanguage').mockResolvedValue((() => '') as never);

    fireEvent.change(await screen.findByLabelText(/Language of Kontor/), { target: { value: 'fr' } });
    await waitFor(() => expect(changeLanguage).toHaveBeenCalledWith('fr'));
    expect(test.mockApi.calls.find((call) => call.method === 'patch')?.data).toEqual({
      communication: { languageCode: 'fr' },
    });
  });
});
