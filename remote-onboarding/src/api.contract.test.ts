/**
 * remote-onboarding's calls against the gateway's OpenAPI document (docs/deploying.md "Contract tests gate a
 * release"): every exported function of its api modules, once per way it calls, with what the screens pass it.
 */
import { apiFactory, describeApiContract, personas } from 'shared-kernel/testing';
import * as confirmations from './account-confirmations/confirmations';
import * as onboardingApi from './onboarding-api/onboardingApi';
import * as prospectData from './prospect-home/prospectData';
import * as prospectAuth from './prospect-login/prospectAuth';
import * as companyOnboarding from './company-onboarding/companyOnboarding';
import * as registrations from './registrations/registrations';

const onboardingUid = '00000000-0000-4000-8000-000000000331';
const registrationUid = '00000000-0000-4000-8000-000000000332';

const annaPrivate = personas.annaPrivate;
const baeckerei = personas.annaBaeckerei.currentContext!;
const waiting: confirmations.PendingConfirmation = {
  confirmationHandle: 'qes-2026-11-24-0001',
  confirmationType: 'qes',
  purpose: 'account_opening',
  title: 'app.confirmations.qes_account_opening',
  conditionCodes: ['GTC', 'QES'],
  partnership: { uid: baeckerei.uid, name: baeckerei.name },
};

describeApiContract('remote-onboarding', {
  sources: __dirname,
  modules: {
    'account-confirmations/confirmations': confirmations,
    'onboarding-api/onboardingApi': onboardingApi,
    'prospect-home/prospectData': prospectData,
    'prospect-login/prospectAuth': prospectAuth,
    'company-onboarding/companyOnboarding': companyOnboarding,
    'registrations/registrations': registrations,
  },
  cases: {
    'account-confirmations/confirmations': {
      confirmationContexts: { noCall: 'the partnerships whose confirmations the session is shown' },
      loadConfirmations: [
        {
          // From the private context: one call per partnership of the person.
          operations: confirmations
            .confirmationContexts(annaPrivate)
            .map(() => 'GET /api/v2/partnerships/{uid}/confirmations'),
          call: (api) =>
            confirmations.loadConfirmations(api, confirmations.confirmationContexts(annaPrivate)),
        },
        {
          operations: ['GET /api/v2/partnerships/{uid}/confirmations'],
          context: baeckerei,
          call: (api) => confirmations.loadConfirmations(api, [baeckerei]),
        },
      ],
      loadConditionText: {
        operations: ['GET /api/collection-lookup/conditions/{code}'],
        call: (api) => confirmations.loadConditionText(api, 'QES'),
      },
      decide: [
        {
          operations: ['POST /api/v2/partnerships/{uid}/confirmation/accept'],
          context: baeckerei,
          call: (api) => confirmations.decide(api, waiting, 'accept'),
        },
        {
          operations: ['POST /api/v2/partnerships/{uid}/confirmation/refuse'],
          context: baeckerei,
          call: (api) => confirmations.decide(api, waiting, 'refuse'),
        },
      ],
    },
    'onboarding-api/onboardingApi': {
      requestAccount: {
        operations: ['POST /api/v2/prospects'],
        call: (api) =>
          onboardingApi.requestAccount(api, {
            name: 'Lea',
            familyName: 'Brunner',
            email: 'lea@example.ch',
            phone: { countryCode: '+41', number: '791234567' },
            language: 'de',
            birthdate: '1994-03-08',
            nationality: 'CHE',
            domicileCountry: 'CHE',
          }),
      },
      requestPasswordReset: {
        operations: ['POST /api/v3/auth/password-reset'],
        call: (api) => onboardingApi.requestPasswordReset(api, 'lea@example.ch'),
      },
      confirmPasswordReset: {
        operations: ['POST /api/v3/auth/password-reset/confirm'],
        call: (api) => onboardingApi.confirmPasswordReset(api, 'A'.repeat(43), 'Neues-Passwort-2026'),
      },
      loadApplication: {
        operations: ['GET /api/v2/my-prospect-details'],
        call: (api) => onboardingApi.loadApplication(api),
      },
      saveStep: [
        {
          operations: ['PUT /api/v2/my-prospect-details/personal'],
          call: (api) =>
            onboardingApi.saveStep(api, 'personal', {
              name: 'Lea',
              familyName: 'Brunner',
              birthdate: '1994-03-08',
              nationality: 'CHE',
              ahvNumber: '756.9217.0769.85',
              address: {
                street: 'Bahnhofstrasse',
                number: '10',
                postalCode: '8001',
                city: 'Zürich',
                country: 'CHE',
              },
              phone: { countryCode: '+41', number: '791234567' },
            }),
        },
        {
          operations: ['PUT /api/v2/my-prospect-details/profession'],
          call: (api) =>
            onboardingApi.saveStep(api, 'profession', {
              occupation: 'student',
              employer: '',
              yearlyIncome: 'under50k',
              sourceOfFunds: ['savings'],
            }),
        },
        {
          operations: ['PUT /api/v2/my-prospect-details/tax'],
          call: (api) =>
            onboardingApi.saveStep(api, 'tax', {
              usPerson: false,
              taxResidences: [{ country: 'CHE', tin: '' }],
            }),
        },
      ],
      acceptConditions: {
        operations: ['POST /api/v2/my-prospect-details/conditions'],
        call: (api) => onboardingApi.acceptConditions(api, ['GTC', 'DPP', 'CSTC']),
      },
      submitApplication: {
        operations: ['POST /api/v2/my-prospect-details/submit'],
        call: (api) => onboardingApi.submitApplication(api, 'Neues-Konto-2026'),
      },
      refusalOf: { noCall: 'maps a refusal to what the form shows' },
      fieldErrorsOf: { noCall: 'maps field problems to their messages' },
    },
    'prospect-home/prospectData': {
      loadProspect: {
        operations: ['GET /api/v2/auth/prospects'],
        call: (api) => prospectData.loadProspect(api),
      },
    },
    'prospect-login/prospectAuth': {
      prospectLoginFailureOf: { noCall: 'maps a refused sign-in step to its message' },
      createProspectAuth: apiFactory(prospectAuth.createProspectAuth, {
        requestCode: {
          operations: ['POST /api/v2/auth/prospects/login'],
          call: (auth) => auth.requestCode('paul.prospect@example.ch'),
        },
        verify: {
          operations: ['POST /api/v2/auth/prospects/verify'],
          call: (auth) => auth.verify('paul.prospect@example.ch', '482913'),
        },
      }),
    },
    'company-onboarding/companyOnboarding': {
      searchRegister: {
        operations: ['GET /api/v2/commercial-register/companies'],
        call: (api) => companyOnboarding.searchRegister(api, 'Velowerk'),
      },
      loadOnboardings: {
        operations: ['GET /api/v2/partnership-onboardings'],
        call: (api) => companyOnboarding.loadOnboardings(api),
      },
      loadOnboarding: {
        operations: ['GET /api/v2/partnership-onboardings/{uid}'],
        call: (api) => companyOnboarding.loadOnboarding(api, onboardingUid),
      },
      startOnboarding: [
        {
          operations: ['POST /api/v2/partnership-onboardings'],
          call: (api) => companyOnboarding.startOnboarding(api, { registerUid: 'CHE-116.281.710' }),
        },
        {
          operations: ['POST /api/v2/partnership-onboardings'],
          call: (api) =>
            companyOnboarding.startOnboarding(api, {
              uid: 'CHE-123.456.788',
              name: 'Neue Velo Manufaktur GmbH',
              legalForm: 'limited_liability_company',
              seat: 'Uster',
            }),
        },
      ],
      loadOfferingPlans: {
        operations: ['GET /api/v2/partnership-offering/plans'],
        call: (api) => companyOnboarding.loadOfferingPlans(api),
      },
      chooseOffering: {
        operations: ['POST /api/v2/partnership-onboardings/{uid}/offering'],
        call: (api) => companyOnboarding.chooseOffering(api, onboardingUid, 'sme_ch', 'IntervalYearly'),
      },
    },
    'registrations/registrations': {
      loadRegistrations: {
        operations: ['GET /api/v2/registrations'],
        call: (api) => registrations.loadRegistrations(api),
      },
      loadRegistration: {
        operations: ['GET /api/v2/registrations/{uid}'],
        call: (api) => registrations.loadRegistration(api, registrationUid),
      },
      startRegistration: {
        operations: ['POST /api/v2/registrations'],
        call: (api) => registrations.startRegistration(api, 'Verein Quartierladen'),
      },
      savePartnershipStep: {
        operations: ['PUT /api/v2/registrations/{uid}/partnership'],
        call: (api) =>
          registrations.savePartnershipStep(api, registrationUid, {
            name: 'Verein Quartierladen',
            legalForm: 'association',
            seat: 'Zürich',
            purpose: 'Ein Laden im Quartier',
          }),
      },
      saveMembersStep: {
        operations: ['PUT /api/v2/registrations/{uid}/members'],
        call: (api) =>
          registrations.saveMembersStep(api, registrationUid, [
            { name: 'Marco Bernasconi', role: 'delegate' },
          ]),
      },
      completeRegistration: {
        operations: ['POST /api/v2/registrations/{uid}/complete'],
        call: (api) => registrations.completeRegistration(api, registrationUid),
      },
    },
  },
});
