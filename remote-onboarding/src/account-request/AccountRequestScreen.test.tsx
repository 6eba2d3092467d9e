import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel/router';
import { expectNoAxeViolations, personas, renderScreen, type MockApi } from 'shared-kernel/testing';

/** Logged out: the host knows no session. */
const signedOut = { ...personas.paulProspect, authLevel: 'none' as const, prospect: null };
import { AccountRequestScreen } from './AccountRequestScreen';

const REQUEST = '/api/v2/prospects';

function setup() {
  const harness = renderScreen(
    <Routes>
      <Route path="/account-request" element={<AccountRequestScreen />} />
      <Route path="/prospect-login/verify" element={<p>code step</p>} />
    </Routes>,
    { session: signedOut, route: '/account-request', language: 'en' },
  );
  const mockApi = harness.mockApi as MockApi;
  const t = (key: string, values?: Record<string, unknown>) => harness.i18n.t(key, values ?? {});
  const field = (key: string) => screen.getByLabelText(new RegExp(`^${t(key)}`));
  return { ...harness, mockApi, t, field, user: userEvent.setup() };
}

type Harness = ReturnType<typeof setup>;

async function fill(h: Harness, birthdate = '1994-03-08') {
  await h.user.type(h.field('app.onboarding.accountRequest.name'), 'Lea');
  await h.user.type(h.field('app.onboarding.accountRequest.familyName'), 'Brunner');
  await h.user.type(h.field('app.onboarding.accountRequest.email'), 'lea@example.ch');
  await h.user.type(h.field('app.onboarding.accountRequest.phone'), '0791234567');
  await h.user.type(h.field('app.onboarding.accountRequest.birthdate'), birthdate);
}

it('asks the data a Swiss bank asks, in the bare layout with the language and a way back', async () => {
  const h = setup();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(h.t('webapp.title.accountRequest'));
  expect(
    screen.getByRole('combobox', { name: h.t('app.onboarding.prospectLogin.language.label') }),
  ).toBeVisible();
  expect(
    screen.getByRole('link', { name: new RegExp(h.t('app.onboarding.moreInfo.bare.backToLogin')) }),
  ).toHaveAttribute('href', '/login');
  expect(h.field('app.onboarding.accountRequest.nationality')).toHaveValue('CHE');
  await expectNoAxeViolations(h.container);
});

it('masks the phone, refuses an underage person before sending, names and focuses the field', async () => {
  const h = setup();
  await fill(h, '2015-01-01');
  expect(h.field('app.onboarding.accountRequest.phone')).toHaveValue('+41 79 123 45 67');
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.accountRequest.submit') }));
  expect(screen.getByRole('alert')).toHaveTextContent(h.t('app.onboarding.accountRequest.fixFields'));
  expect(screen.getByText(h.t('app.onboarding.application.problem.underage'))).toBeInTheDocument();
  // The refusal is focused: the first field in error takes the focus.
  expect(h.field('app.onboarding.accountRequest.birthdate')).toHaveFocus();
  expect(h.mockApi.calls).toEqual([]);
});

it('sends the request and goes on to the code step for the email', async () => {
  const h = setup();
  h.mockApi.on('post', REQUEST, { status: 202, data: { email: 'lea@example.ch' } });
  await fill(h);
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.accountRequest.submit') }));
  expect(await screen.findByText('code step')).toBeInTheDocument();
  expect(h.mockApi.calls[0]?.data).toEqual({
    name: 'Lea',
    familyName: 'Brunner',
    email: 'lea@example.ch',
    phone: { countryCode: '+41', number: '791234567' },
    language: 'en',
    birthdate: '1994-03-08',
    nationality: 'CHE',
    domicileCountry: 'CHE',
  });
});

it("shows the gateway's field problems and keeps what was typed", async () => {
  const h = setup();
  h.mockApi.on('post', REQUEST, {
    status: 400,
    data: {
      name: 'ValidationError',
      message: 'ValidationError',
      data: [{ field: 'phone.number', code: 'invalidPhone', message: '' }],
    },
  });
  await fill(h);
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.accountRequest.submit') }));
  expect(await screen.findByText(h.t('app.onboarding.application.problem.invalidPhone'))).toBeInTheDocument();
  expect(h.field('app.onboarding.accountRequest.name')).toHaveValue('Lea');
});
