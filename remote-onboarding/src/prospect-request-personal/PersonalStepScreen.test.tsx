import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel/router';
import { expectNoAxeViolations, renderScreen, type MockApi } from 'shared-kernel/testing';
import type { ProspectApplication } from 'shared-kernel/domain';
import { PersonalStepScreen } from './PersonalStepScreen';

const APPLICATION = '/api/v2/my-prospect-details';
const VERIFY = '/api/v2/postaladdress/verify';
const address = {
  street: 'Bahnhofstrasse',
  number: '10',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CHE',
};

const requested: ProspectApplication = {
  status: 'draft',
  prospectStatus: 'active',
  emailAddress: 'lea@example.ch',
  request: {
    name: 'Lea',
    familyName: 'Brunner',
    email: 'lea@example.ch',
    phone: { countryCode: '+41', number: '791234567' },
    language: 'de',
    birthdate: '1994-03-08',
    nationality: 'CHE',
    domicileCountry: 'CHE',
  },
  personal: null,
  profession: null,
  tax: null,
  conditionCodes: ['GTC'],
  acceptedConditionCodes: [],
  submittedAt: null,
  identifiedAt: null,
};

function setup() {
  const harness = renderScreen(
    <Routes>
      <Route path="/prospect-request-personal" element={<PersonalStepScreen />} />
      <Route path="/prospect-request" element={<p>next steps</p>} />
    </Routes>,
    { session: 'paulProspect', route: '/prospect-request-personal', language: 'en' },
  );
  const mockApi = harness.mockApi as MockApi;
  mockApi.on('get', APPLICATION, { data: requested });
  const t = (key: string) => harness.i18n.t(key);
  const input = (name: string) => harness.container.querySelector(`[name="${name}"]`) as HTMLInputElement;
  return { ...harness, mockApi, t, input, user: userEvent.setup() };
}

it('prefills from the account request, refuses a wrong AHV check digit, verifies the address, saves', async () => {
  const h = setup();
  h.mockApi.on('post', '/api/v2/postalcode/expand', { data: { city: 'Zürich', cities: ['Zürich'] } });
  h.mockApi.on('post', VERIFY, { data: { address } });
  h.mockApi.on('put', `${APPLICATION}/personal`, { data: requested });
  expect(await screen.findByDisplayValue('Lea')).toBeInTheDocument();
  expect(h.input('phone')).toHaveValue('+41 79 123 45 67');
  await h.user.type(h.input('ahvNumber'), '7569217076984');
  expect(h.input('ahvNumber')).toHaveValue('756.9217.0769.84');
  for (const [name, value] of Object.entries({
    street: 'Bahnhofstrasse',
    number: '10',
    postalCode: '8001',
    city: 'Zürich',
  }))
    await h.user.type(h.input(`address.${name}`), value);
  const save = screen.getByRole('button', { name: h.t('app.onboarding.application.saveAndContinue') });
  await h.user.click(save);
  expect(screen.getByText(h.t('app.onboarding.application.problem.invalidAhv'))).toBeInTheDocument();
  const EXPAND = '/api/v2/postalcode/expand';
  expect(h.mockApi.calls.filter((call) => call.method !== 'get' && call.url !== EXPAND)).toEqual([]);
  await h.user.clear(h.input('ahvNumber'));
  await h.user.type(h.input('ahvNumber'), '7569217076985');
  await h.user.click(save);
  expect(await screen.findByText('next steps')).toBeInTheDocument();
  const writes = h.mockApi.calls.filter(
    (call) => call.method !== 'get' && call.url !== '/api/v2/postalcode/expand',
  );
  expect(writes.map((call) => call.url)).toEqual([VERIFY, `${APPLICATION}/personal`]);
  expect(writes[1]?.data).toMatchObject({
    ahvNumber: '756.9217.0769.85',
    address,
    phone: { countryCode: '+41', number: '791234567' },
  });
});

it('is axe clean', async () => {
  const h = setup();
  await screen.findByDisplayValue('Lea');
  await expectNoAxeViolations(h.container);
});
