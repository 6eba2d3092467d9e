import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel/router';
import type { Alert, SessionEvent } from 'shared-kernel/bus';
import type { SessionSnapshot } from 'shared-kernel/domain';
import { networkError, personas, renderScreen, type MockApi } from 'shared-kernel/testing';
import { HOST_SESSION_WAIT_MS, ProspectLoginScreen } from './ProspectLoginScreen';
import { ProspectLoginVerify } from './verify';

const LOGIN = '/api/v2/auth/prospects/login';
const VERIFY = '/api/v2/auth/prospects/verify';
const EMAIL = 'paul@kontor.test';

/** Before verification the host knows no session: level none, no prospect. */
const signedOut: SessionSnapshot = { ...personas.paulProspect, authLevel: 'none', prospect: null };

function setup({
  session = signedOut,
  route = '/prospect-login',
}: { session?: SessionSnapshot; route?: string } = {}) {
  const harness = renderScreen(
    <Routes>
      <Route path="/prospect-login" element={<ProspectLoginScreen />} />
      <Route path="/prospect-login/verify" element={<ProspectLoginVerify />} />
      <Route path="/prospect-home" element={<p>prospect home</p>} />
    </Routes>,
    { session, route },
  );
  const mockApi = harness.mockApi as MockApi;
  mockApi.on('post', LOGIN, { status: 204 });
  mockApi.on('post', VERIFY, { data: { authLevel: 'pin', refreshTokenExp: 1_800_000_000_000 } });
  const sessionEvents: SessionEvent[] = [];
  const alerts: Alert[] = [];
  harness.bus.session$.subscribe((event) => sessionEvents.push(event));
  harness.bus.alerts$.subscribe((alert) => alerts.push(alert));
  const t = (key: string, values?: Record<string, unknown>) => harness.i18n.t(key, values ?? {});
  const user = userEvent.setup();
  return { ...harness, mockApi, sessionEvents, alerts, t, user };
}

type Harness = ReturnType<typeof setup>;

const emailField = (h: Harness) =>
  screen.getByLabelText(new RegExp(`^${h.t('app.onboarding.prospectLogin.email')}`));
const codeField = (h: Harness) =>
  screen.findByLabelText(new RegExp(`^${h.t('app.onboarding.prospectLogin.code.label')}`));

async function sendCode(h: Harness) {
  await h.user.type(emailField(h), EMAIL);
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.prospectLogin.submit') }));
}

async function enterCode(h: Harness, code = '123456') {
  await h.user.type(await codeField(h), code);
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.prospectLogin.code.submit') }));
}

const callsTo = (h: Harness, url: string) => h.mockApi.calls.filter((call) => call.url === url);

it('asks for the email with a field browsers fill in', () => {
  const h = setup();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(h.t('webapp.title.prospectLogin'));
  expect(emailField(h)).toHaveAttribute('type', 'email');
  expect(emailField(h)).toHaveAttribute('autocomplete', 'email');
});

it('sends the code, then verifies the typed code and opens prospect home once the host knows the session', async () => {
  // The host has already re-read the session (pin level) by the time the screen looks again.
  const h = setup({ session: personas.paulProspect });
  await sendCode(h);
  expect(callsTo(h, LOGIN).map((call) => call.data)).toEqual([{ email: EMAIL }]);
  const code = await codeField(h);
  expect(screen.getByText(h.t('app.onboarding.prospectLogin.code.sentTo', { email: EMAIL }))).toBeVisible();
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  await h.user.type(code, '12a3456');
  expect(code).toHaveValue('123456');
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.prospectLogin.code.submit') }));
  expect(await screen.findByText('prospect home')).toBeInTheDocument();
  expect(callsTo(h, VERIFY).map((call) => call.data)).toEqual([{ email: EMAIL, code: '123456' }]);
  expect(h.sessionEvents).toEqual([{ type: 'loggedIn' }]);
});

it('waits for the host to re-read the session before leaving, and goes on by itself if it never does', async () => {
  const h = setup();
  await sendCode(h);
  await enterCode(h);
  await waitFor(() => expect(h.sessionEvents).toEqual([{ type: 'loggedIn' }]));
  const verifiedAt = Date.now();
  expect(screen.queryByText('prospect home')).not.toBeInTheDocument();
  expect(
    await screen.findByText('prospect home', undefined, { timeout: HOST_SESSION_WAIT_MS + 2000 }),
  ).toBeVisible();
  expect(Date.now() - verifiedAt).toBeGreaterThanOrEqual(HOST_SESSION_WAIT_MS - 100);
});

it('verifies a pasted code at once', async () => {
  const h = setup();
  await sendCode(h);
  await h.user.click(await codeField(h));
  await h.user.paste('Your Kontor code: 654 321');
  await waitFor(() =>
    expect(callsTo(h, VERIFY).map((call) => call.data)).toEqual([{ email: EMAIL, code: '654321' }]),
  );
});

it('sends a new code on request and says so', async () => {
  const h = setup();
  await sendCode(h);
  await h.user.type(await codeField(h), '12');
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.prospectLogin.code.resend') }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    h.t('app.onboarding.prospectLogin.code.resent'),
  );
  expect(callsTo(h, LOGIN)).toHaveLength(2);
  expect(await codeField(h)).toHaveValue('');
});

it('goes back to the email to use another address', async () => {
  const h = setup();
  await sendCode(h);
  await codeField(h);
  await h.user.click(
    screen.getByRole('button', { name: h.t('app.onboarding.prospectLogin.code.otherEmail') }),
  );
  expect(emailField(h)).toHaveValue(EMAIL);
});

it('starts at the code on /prospect-login/verify with an email', async () => {
  const h = setup({ route: `/prospect-login/verify?email=${encodeURIComponent(EMAIL)}` });
  await enterCode(h, '111111');
  await waitFor(() =>
    expect(callsTo(h, VERIFY).map((call) => call.data)).toEqual([{ email: EMAIL, code: '111111' }]),
  );
  expect(callsTo(h, LOGIN)).toHaveLength(0);
});

it('starts at the email on /prospect-login/verify without one', () => {
  const h = setup({ route: '/prospect-login/verify' });
  expect(emailField(h)).toHaveValue('');
});

/** A transport failure (thrown before any request config exists, so the catalogue cannot see the skip). */
const networkDown = () => {
  throw networkError();
};

describe('explains each failure in the user language', () => {
  it.each([
    [
      'locked',
      { status: 423, data: { code: 'login_locked', retryAfterSeconds: 900 } },
      'locked',
      { minutes: 15 },
    ],
    [
      'an invalid email',
      { status: 400, data: { name: 'ValidationError', message: 'x', data: [] } },
      'invalid_email',
      {},
    ],
    [
      'an unknown email',
      { status: 404, data: { code: 'prospect_not_found', message: 'x' } },
      'unknown_email',
      {},
    ],
    ['a gateway failure', { status: 500, data: {} }, 'technical', {}],
    ['no network', networkDown, 'technical', {}],
  ])('email step: %s', async (_name, reply, kind, values) => {
    const h = setup();
    h.mockApi.on('post', LOGIN, reply);
    await sendCode(h);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      h.t(`app.onboarding.prospectLogin.error.${kind}`, values),
    );
    expect(emailField(h)).toHaveValue(EMAIL);
    // The screen explains the failure itself: no second message from the api client's catalogue.
    if (typeof reply !== 'function') expect(h.alerts).toEqual([]);
  });

  it.each([
    ['a wrong code', { status: 401, data: { code: 'invalid_code' } }, 'invalid_code', 'code'],
    ['an expired code', { status: 401, data: { code: 'code_expired' } }, 'code_expired', 'code'],
    ['locked', { status: 423, data: { code: 'login_locked', retryAfterSeconds: 61 } }, 'locked', 'email'],
    ['no network', networkDown, 'technical', 'code'],
  ])('code step: %s', async (_name, reply, kind, stepAfter) => {
    const h = setup();
    h.mockApi.on('post', VERIFY, reply);
    await sendCode(h);
    await enterCode(h, '999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      h.t(`app.onboarding.prospectLogin.error.${kind}`, { minutes: 2 }),
    );
    // A 401 here is a wrong code, not an expired session: no "session expired" alert, no loggedIn.
    if (typeof reply !== 'function') expect(h.alerts).toEqual([]);
    expect(h.sessionEvents).toEqual([]);
    if (stepAfter === 'code') expect(await codeField(h)).toHaveValue('');
    else expect(emailField(h)).toHaveValue(EMAIL);
    expect(screen.queryByText('prospect home')).not.toBeInTheDocument();
  });
});
