/** Every customer screen, rendered with data, passes axe's WCAG 2.x A/AA rules (contrast is checked in the kit). */
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expectNoAxeViolations, personas, screenTest } from 'shared-kernel/testing';
import { AccountOpeningConditions } from '../account-opening-conditions/AccountOpeningConditions';
import { CashAccountCreate } from '../cash-account-create/CashAccountCreate';
import { DataSharing } from '../data-sharing/DataSharing';
import { Legal } from '../legal/Legal';
import { PersonalDetails } from '../personal-details/PersonalDetails';
import { Settings } from '../settings/Settings';
import { Suggestions } from '../suggestions/Suggestions';
import { Documents } from './Documents';

const anna = personas.annaPrivate;
const baeckerei = personas.annaBaeckerei.currentContext!.uid;
const annaBaeckerei = {
  ...personas.annaBaeckerei,
  entitlements: [
    ...personas.annaBaeckerei.entitlements,
    {
      entityUID: baeckerei,
      entityType: 'Partnership' as const,
      action: 'capture' as const,
      includedTypes: [],
    },
  ],
};

type Case = [
  string,
  ComponentType<never>,
  string,
  string,
  typeof anna,
  (mock: ReturnType<typeof screenTest>['mockApi']) => void,
  RegExp,
];

const cases: Case[] = [
  [
    'documents',
    Documents as ComponentType<never>,
    '/documents/:id?',
    '/documents',
    anna,
    (mock) => {
      mock.on('get', `/api/natural-persons/${anna.user!.uid}/export-tickets`, {
        data: [
          {
            uid: 't',
            status: 'active',
            createdAt: '2026-11-01T08:00:00Z',
            format: 'csv',
            cashAccountUid: anna.cashAccounts[0]!.uid,
            from: '2026-10-01',
            to: '2026-10-31',
          },
        ],
      });
    },
    /Download/,
  ],
  [
    'settings',
    Settings as ComponentType<never>,
    '/settings/:id?',
    '/settings',
    anna,
    (mock) => {
      mock.on('get', '/api/v2/profile', { data: anna.profile });
      mock.on('get', '/api/v3/auth/sessions', {
        data: [
          {
            id: 'a',
            level: 'strong',
            signedInAt: '2026-11-20T08:00:00Z',
            lastActiveAt: '2026-11-20T08:00:00Z',
            expiresAt: '2026-11-20T09:00:00Z',
            current: true,
          },
        ],
      });
    },
    /This session/,
  ],
  [
    'personal details',
    PersonalDetails as ComponentType<never>,
    '/personal-details/:id?',
    '/personal-details/address',
    anna,
    (mock) => {
      mock.on('get', '/api/v2/natural-person', {
        data: {
          ...anna.user,
          address: {
            agentAddress: {
              street: 'Kramgasse',
              number: '1',
              postalCode: '3011',
              city: 'Bern',
              country: 'CHE',
            },
            planned: null,
          },
          phone: { agentPhoneNumber: { countryCode: '+41', number: '791234567' } },
        },
      });
    },
    /Check and save address/,
  ],
  [
    'legal',
    Legal as ComponentType<never>,
    '/legal/:id?',
    '/legal',
    anna,
    (mock) => {
      mock.on('get', `/api/v2/agents/${anna.currentContext!.uid}/contracts`, {
        data: { acceptedConditionCodes: ['GTC'], conditionsShort: { GTC: 'General terms and conditions' } },
      });
    },
    /General terms/,
  ],
  [
    'data sharing',
    DataSharing as ComponentType<never>,
    '/data-sharing/:id?',
    '/data-sharing',
    anna,
    (mock) => {
      mock.on('get', '/api/v2/data-sharing-agreements', {
        data: [
          {
            uid: 'd',
            partnerName: 'bexio AG',
            contractStatus: 'active',
            contractingDate: '2026-07-04',
            terminationDate: null,
          },
        ],
      });
    },
    /bexio AG/,
  ],
  [
    'suggestions',
    Suggestions as ComponentType<never>,
    '/suggestions/:id?',
    '/suggestions',
    anna,
    (mock) => {
      mock.on('get', `/api/v2/agents/${anna.currentContext!.uid}/suggestions`, {
        data: [
          {
            type: 'welcome',
            titleTag: 'app.suggestions.welcome.title',
            hintTag: 'app.suggestions.welcome.hint',
            lightModeImageURI: '/a.svg',
            darkModeImageURI: '/b.svg',
            triggerUid: 'w',
            hasDetails: true,
            isRemovable: true,
            isRemoved: false,
            isHighlighted: true,
            priority: 1,
          },
        ],
      });
    },
    /Welcome to Kontor/,
  ],
  [
    'cash account create',
    CashAccountCreate as ComponentType<never>,
    '/cash-account-create',
    '/cash-account-create',
    annaBaeckerei,
    (mock) => {
      mock.on('get', `/api/v2/agents/${baeckerei}/available-currencies`, {
        data: [{ code: 'CHF', countries: ['CH'] }],
      });
      mock.on('get', `/api/partnerships/${baeckerei}/cash-accounts`, { data: annaBaeckerei.cashAccounts });
    },
    /Betriebskonto/,
  ],
  [
    'account opening conditions',
    AccountOpeningConditions as ComponentType<never>,
    '/account-opening-conditions',
    '/account-opening-conditions?currency=CHF&accountName=Steuern',
    annaBaeckerei,
    (mock) => {
      mock.on('get', `/api/partnerships/${baeckerei}/cash-accounts/opening-conditions`, {
        data: {
          conditionCodes: ['CSTC'],
          conditions: [{ code: 'CSTC', version: '1', title: 'Cash account terms and conditions' }],
        },
      });
      mock.on('get', `/api/partnerships/${baeckerei}/cash-accounts`, { data: annaBaeckerei.cashAccounts });
    },
    /Betriebskonto/,
  ],
];

describe('accessibility of the customer screens', () => {
  it.each(cases)('%s', async (_name, Screen, path, route, session, replies, ready) => {
    const test = screenTest(session);
    replies(test.mockApi);
    const { container } = test.render(Screen as never, { path, route });
    await screen.findAllByText(ready);
    await expectNoAxeViolations(container);
  });
});
