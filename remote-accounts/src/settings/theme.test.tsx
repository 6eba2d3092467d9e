import { act, screen, waitFor } from '@testing-library/react';
import { applyTheme } from 'shared-kernel/ui';
import { Settings } from './Settings';
import { screenTest } from 'shared-kernel/testing';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

// Issue 8: Anna's profile says dark while this device chose light: the page is light, and so is the tick.
it('ticks the theme on screen (the kernel’s decision), not the profile’s when they differ', async () => {
  const test = screenTest('annaPrivate');
  const profile = { ...test.session.profile!, theme: 'dark' as const };
  test.mockApi.on('get', '/api/v2/profile', { data: profile });
  test.mockApi.on('get', '/api/v3/auth/sessions', { data: [] });
  applyTheme('light');
  test.render(Settings, { path: '/settings/:id?', route: '/settings' });
  expect(await screen.findByRole('radio', { name: 'Light' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Dark' })).not.toBeChecked();
  // The navbar's switcher applies the other theme: the settings follow at once.
  act(() => applyTheme('dark'));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked());
});
