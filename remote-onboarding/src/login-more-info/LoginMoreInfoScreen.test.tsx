import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, personas, renderScreen, type MockApi } from 'shared-kernel/testing';

/** Logged out: the host knows no session. */
const signedOut = { ...personas.paulProspect, authLevel: 'none' as const, prospect: null };
import { LoginMoreInfoScreen } from './LoginMoreInfoScreen';

const RESET = '/api/v3/auth/password-reset';
const CONFIRM = '/api/v3/auth/password-reset/confirm';
const TOKEN = 'A'.repeat(43);

function setup(route = '/login/more-info') {
  const harness = renderScreen(<LoginMoreInfoScreen />, {
    session: signedOut,
    route,
    path: '/login/more-info',
    language: 'en',
  });
  const mockApi = harness.mockApi as MockApi;
  const t = (key: string, values?: Record<string, unknown>) => harness.i18n.t(key, values ?? {});
  return { ...harness, mockApi, t, user: userEvent.setup() };
}

it('explains a locked login, where the code comes from and the contact; asks for a reset link', async () => {
  const h = setup();
  for (const key of ['locked', 'code', 'contact'])
    expect(screen.getByRole('heading', { name: h.t(`app.onboarding.moreInfo.${key}.title`) })).toBeVisible();
  h.mockApi.on('post', RESET, { status: 204 });
  await h.user.type(
    screen.getByLabelText(new RegExp(`^${h.t('app.onboarding.moreInfo.forgotten.email')}`)),
    'lea@example.ch',
  );
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.moreInfo.forgotten.submit') }));
  expect(
    await screen.findByText(h.t('app.onboarding.moreInfo.forgotten.sent', { email: 'lea@example.ch' })),
  ).toBeInTheDocument();
  expect(h.mockApi.calls[0]?.data).toEqual({ email: 'lea@example.ch' });
  await expectNoAxeViolations(h.container);
});

it('sets a new password from the link under the password rule', async () => {
  const h = setup(`/login/more-info?reset=${TOKEN}`);
  h.mockApi.on('post', CONFIRM, { status: 204 });
  const password = screen.getByLabelText(new RegExp(`^${h.t('app.onboarding.moreInfo.reset.password')}`));
  const repeat = screen.getByLabelText(new RegExp(`^${h.t('app.onboarding.moreInfo.reset.repeat')}`));
  const submit = screen.getByRole('button', { name: h.t('app.onboarding.moreInfo.reset.submit') });
  await h.user.type(password, 'short1');
  await h.user.click(submit);
  expect(screen.getByText(h.t('app.onboarding.application.problem.passwordTooShort'))).toBeInTheDocument();
  await h.user.clear(password);
  await h.user.type(password, 'Neues-Passwort-2026');
  await h.user.type(repeat, 'Neues-Passwort-2025');
  await h.user.click(submit);
  expect(screen.getByText(h.t('app.onboarding.application.problem.passwordMismatch'))).toBeInTheDocument();
  expect(h.mockApi.calls).toEqual([]);
  await h.user.clear(repeat);
  await h.user.type(repeat, 'Neues-Passwort-2026');
  await h.user.click(submit);
  expect(await screen.findByText(h.t('app.onboarding.moreInfo.reset.done'))).toBeInTheDocument();
  expect(h.mockApi.calls[0]?.data).toEqual({ token: TOKEN, password: 'Neues-Passwort-2026' });
});

it('says when the link was used or has expired', async () => {
  const h = setup(`/login/more-info?reset=${TOKEN}`);
  h.mockApi.on('post', CONFIRM, { status: 400, data: { code: 'reset_link_expired', message: 'expired' } });
  await h.user.type(
    screen.getByLabelText(new RegExp(`^${h.t('app.onboarding.moreInfo.reset.password')}`)),
    'Neues-Passwort-2026',
  );
  await h.user.type(
    screen.getByLabelText(new RegExp(`^${h.t('app.onboarding.moreInfo.reset.repeat')}`)),
    'Neues-Passwort-2026',
  );
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.moreInfo.reset.submit') }));
  expect(await screen.findByRole('alert')).toHaveTextContent(h.t('app.onboarding.moreInfo.reset.expired'));
});
