import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'shared-kernel/i18n';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { createEventBus } from 'shared-kernel/bus';
import { createTestI18n } from 'shared-kernel/testing';
import { render } from '@testing-library/react';
import { HostProvider, type HostServices } from '../app/hostContext';
import type { HostSessionState, SessionController } from '../session/sessionController';
import { StrongLayout } from './StrongLayout';

const failed: HostSessionState = {
  known: true,
  authLevel: 'strong',
  prospectVerified: false,
  prospect: null,
  snapshot: null,
  snapshotStatus: 'error',
};

it('a failed load of the user’s data says so in the page’s language, with Retry and logout', async () => {
  const state$ = new BehaviorSubject(failed);
  const session = {
    state$,
    get state() {
      return state$.value;
    },
    loadSnapshot: jest.fn(async () => null),
    logout: jest.fn(async () => state$.next({ ...failed, authLevel: 'none', snapshotStatus: 'none' })),
    setLanguage: jest.fn(),
  } as unknown as SessionController;
  const services = {
    env: 'sandbox',
    appVersion: '1.14.3',
    bus: createEventBus(),
    session,
  } as unknown as HostServices;
  const i18n = createTestI18n({ language: 'fr' });
  render(
    <I18nextProvider i18n={i18n}>
      <HostProvider value={services}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<StrongLayout />}>
              <Route path="/" element={<p>dashboard</p>} />
            </Route>
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </HostProvider>
    </I18nextProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('webapp.session.snapshot_failed'));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: i18n.t('webapp.session.retry') }));
  expect(session.loadSnapshot).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: i18n.t('webapp.shell.logout') }));
  expect(session.logout).toHaveBeenCalledWith('user');
  expect(await screen.findByText('login page')).toBeInTheDocument();
});
