import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen } from './LoginScreen';
import { createTestI18n, httpError, networkError, renderScreen } from 'shared-kernel/testing';

/** The texts the screen shows: the real catalogues (renderScreen's i18n is another instance of them). */
const testI18n = createTestI18n();
const t = testI18n.t.bind(testI18n);

const gatewayError = httpError;

/** A field's label text carries a required marker (aria-hidden "*"): match the text at its start. */
const byLabel = (key: string) => new RegExp(`^${t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const grant = { authLevel: 'strong' as const, refreshTokenExp: 1_800_000_000_000 };

function setup(auth: Partial<{ login: jest.Mock; strong: jest.Mock }> = {}) {
  const login = auth.login ?? jest.fn().mockResolvedValue({ authLevel: 'weak', refreshTokenExp: 1 });
  const strong = auth.strong ?? jest.fn().mockResolvedValue(grant);
  const onStrong = jest.fn();
  renderScreen(<LoginScreen auth={{ login, strong }} onStrong={onStrong} />, { route: '/login' });
  return { login, strong, onStrong, user: userEvent.setup() };
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(byLabel('webapp.login.email')), 'anna@kontor.test');
  await user.type(screen.getByLabelText(byLabel('webapp.login.password')), 'Kontor-Sandbox-1');
  await user.click(screen.getByRole('button', { name: t('webapp.login.submit') }));
}

it('offers fields password managers recognise and links to more info, the account request and prospect login', () => {
  setup();
  expect(screen.getByLabelText(byLabel('webapp.login.email'))).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText(byLabel('webapp.login.password'))).toHaveAttribute(
    'autocomplete',
    'current-password',
  );
  expect(screen.getByRole('link', { name: t('webapp.login.more_info') })).toHaveAttribute(
    'href',
    '/login/more-info',
  );
  expect(screen.getByRole('link', { name: t('webapp.login.prospect_login') })).toHaveAttribute(
    'href',
    '/account-request',
  );
  expect(screen.getByRole('link', { name: t('webapp.login.continue_application') })).toHaveAttribute(
    'href',
    '/prospect-login',
  );
});

it('signs in with password then the 6-digit code', async () => {
  const { login, strong, onStrong, user } = setup();
  await signInWithPassword(user);
  expect(login).toHaveBeenCalledWith('anna@kontor.test', 'Kontor-Sandbox-1');
  const code = await screen.findByLabelText(byLabel('webapp.login.code.label'));
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  await user.type(code, '12a3456');
  expect(code).toHaveValue('123456');
  await user.click(screen.getByRole('button', { name: t('webapp.login.code.submit') }));
  expect(strong).toHaveBeenCalledWith('123456');
  expect(onStrong).toHaveBeenCalledWith(grant);
});

it('submits a pasted code at once', async () => {
  const { strong, onStrong, user } = setup();
  await signInWithPassword(user);
  await user.click(await screen.findByLabelText(byLabel('webapp.login.code.label')));
  await user.paste('Your Kontor code: 654 321');
  await waitFor(() => expect(strong).toHaveBeenCalledWith('654321'));
  expect(onStrong).toHaveBeenCalled();
});

describe('shows a translated error for each gateway failure', () => {
  it.each([
    [
      'wrong password',
      gatewayError(401, { code: 'invalid_credentials' }),
      t('webapp.login.error.invalid_credentials'),
    ],
    [
      'locked login',
      gatewayError(423, { code: 'login_locked', retryAfterSeconds: 900 }),
      t('webapp.login.error.locked', { minutes: 15 }),
    ],
    [
      'invalid email',
      gatewayError(400, { name: 'ValidationError', message: 'x', data: [] }),
      t('webapp.login.error.invalid_input'),
    ],
    ['gateway down', networkError(), t('webapp.login.error.technical')],
  ])('password step: %s', async (_name, error, key) => {
    const { user } = setup({ login: jest.fn().mockRejectedValue(error) });
    await signInWithPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(key);
    expect(screen.getByLabelText(byLabel('webapp.login.password'))).toBeInTheDocument();
  });

  it.each([
    [
      'invalid code',
      gatewayError(401, { code: 'invalid_code' }),
      t('webapp.login.error.invalid_code'),
      'code',
    ],
    [
      'expired code',
      gatewayError(401, { code: 'code_expired' }),
      t('webapp.login.error.code_expired'),
      'code',
    ],
    [
      'locked while entering codes',
      gatewayError(423, { code: 'login_locked', retryAfterSeconds: 61 }),
      t('webapp.login.error.locked', { minutes: 2 }),
      'password',
    ],
    [
      'weak session gone',
      gatewayError(401, { code: 'unauthorized' }),
      t('webapp.login.error.session_lost'),
      'password',
    ],
  ])('code step: %s', async (_name, error, key, stepAfter) => {
    const { user, onStrong } = setup({ strong: jest.fn().mockRejectedValue(error) });
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText(byLabel('webapp.login.code.label')), '111111');
    await user.click(screen.getByRole('button', { name: t('webapp.login.code.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(key);
    expect(onStrong).not.toHaveBeenCalled();
    const label = stepAfter === 'code' ? 'webapp.login.code.label' : 'webapp.login.password';
    expect(screen.getByLabelText(byLabel(label))).toBeInTheDocument();
  });
});
