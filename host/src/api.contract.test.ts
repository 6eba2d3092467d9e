/**
 * The host's own calls against the gateway's OpenAPI document (docs/deploying.md "Contract tests gate a
 * release"): sign-in, the session snapshot and the profile changes, each exported function once per way it calls.
 */
import { createEventBus } from 'shared-kernel/bus';
import { apiFactory, describeApiContract, personas, type ContractClient } from 'shared-kernel/testing';
import * as authApi from './session/authApi';
import type { SessionChannel } from './session/sessionChannel';
import * as sessionController from './session/sessionController';
import * as snapshotLoad from './session/snapshotLoad';

const anna = personas.annaPrivate.user!;
const baeckerei = personas.annaBaeckerei.currentContext!;
const request = {
  env: 'sandbox' as const,
  appVersion: '1.14.3',
  authLevel: 'strong' as const,
  language: 'en' as const,
};
const session = {
  authLevel: 'strong' as const,
  refreshTokenExp: 4_102_444_800_000,
  userUid: anna.uid,
  prospect: null,
};

/** What the gateway answers Anna (the replies the snapshot reads to go on; the rest are the document's examples). */
function annaGateway(contract: ContractClient): void {
  contract
    .on('get', '/api/v2/natural-person', { data: anna })
    .on('get', '/api/v2/profile', {
      data: { communication: { languageCode: 'en', locale: 'en_CH' }, theme: 'light', amountVisible: true },
    })
    .on('get', `/api/v2/natural-persons/${anna.uid}/partnerships/engagements`, {
      data: { engagements: [{ partnership: baeckerei.partnership, roles: baeckerei.partnership!.myRoles }] },
    })
    .on('get', `/api/v2/agents/${anna.uid}/accounts`, { data: personas.annaPrivate.cashAccounts })
    .on('get', `/api/partnerships/${baeckerei.uid}/cash-accounts`, {
      data: personas.annaBaeckerei.cashAccounts,
    })
    .on('get', /\/subscription$/, { data: { current: { planCode: 'private_ch' } } });
}

/** The calls of Anna's snapshot in her private context (snapshotLoad.ts: one wave, then the late parts). */
const PRIVATE_SNAPSHOT = [
  'GET /api/v2/natural-person',
  'GET /api/v2/profile',
  'GET /api/v2/natural-persons/{uid}/partnerships/engagements',
  'GET /api/v2/natural-persons/{uid}/virtual-identities',
  'GET /api/v2/agents/{uid}/accounts',
  'GET /api/v2/agent/{uid}/subscription',
  'GET /api/extension/plans/{planCode}',
  'GET /api/v2/open-payment-stats',
  'GET /api/v2/prospective-clients',
  'GET /api/v2/agents/{uid}/suggestions',
  'GET /api/v2/partnerships/{uid}/confirmations',
];

/** In the Bäckerei: its accounts, exports, identities, entitlements and the selected account's open payments. */
const PARTNERSHIP_SNAPSHOT = [
  'GET /api/v2/natural-person',
  'GET /api/v2/profile',
  'GET /api/v2/natural-persons/{uid}/partnerships/engagements',
  'GET /api/v2/natural-persons/{uid}/virtual-identities',
  'GET /api/partnerships/{uid}/cash-accounts',
  'GET /api/v2/agent/{uid}/subscription',
  'GET /api/extension/plans/{planCode}',
  'GET /api/natural-persons/{uid}/export-tickets',
  'GET /api/v2/partnerships/{uid}/virtual-identities',
  'POST /api/v2/partnerships/{uid}/my-entitlements',
  'GET /api/v2/agents/{uid}/suggestions',
  'GET /api/cash-accounts/{id}/open-payments-stats',
  'GET /api/v2/partnerships/{uid}/confirmations',
];

function silentChannel(): SessionChannel {
  return { post: () => undefined, subscribe: () => () => undefined, close: () => undefined };
}

// The controller remembers the context and the profile's language on the device: each case starts without.
beforeEach(() => localStorage.clear());

describeApiContract('host', {
  sources: __dirname,
  modules: {
    'session/authApi': authApi,
    'session/snapshotLoad': snapshotLoad,
    'session/sessionController': sessionController,
  },
  cases: {
    'session/authApi': {
      authFailureOf: { noCall: 'maps a refused sign-in step to its message' },
      createAuthApi: apiFactory(authApi.createAuthApi, {
        session: { operations: ['GET /api/v3/auth/session'], call: (auth) => auth.session() },
        login: {
          operations: ['POST /api/v3/auth/login'],
          call: (auth) => auth.login('anna.meier@example.ch', 'correct horse battery staple'),
        },
        strong: { operations: ['POST /api/v3/auth/strong'], call: (auth) => auth.strong('123456') },
        refresh: {
          operations: ['POST /api/v3/auth/refresh'],
          call: (auth, contract) => {
            contract.on('post', '/api/v3/auth/refresh', {
              status: 204,
              headers: { 'x-refresh-token-exp': String(session.refreshTokenExp) },
            });
            return auth.refresh();
          },
        },
        logout: { operations: ['POST /api/v3/auth/logout'], call: (auth) => auth.logout() },
      }),
    },
    'session/snapshotLoad': {
      provisionalContext: { noCall: 'the context whose calls go out before the engagements are in' },
      loadOpenPaymentsCount: [
        {
          operations: ['GET /api/v2/open-payment-stats'],
          call: (api) => snapshotLoad.loadOpenPaymentsCount(api, { uid: anna.uid, type: 'private' }, null),
        },
        {
          operations: ['GET /api/cash-accounts/{id}/open-payments-stats'],
          context: baeckerei,
          call: (api) =>
            snapshotLoad.loadOpenPaymentsCount(api, baeckerei, personas.annaBaeckerei.cashAccounts[0]!.uid),
        },
      ],
      loadSessionSnapshot: [
        {
          // A first sign-in on this device: the person and the profile first, then the rest in its language.
          operations: PRIVATE_SNAPSHOT,
          call: (api, contract) => {
            annaGateway(contract);
            return snapshotLoad.loadSessionSnapshot(api, { ...request, preferredContextUid: null });
          },
        },
        {
          // The stored Bäckerei context, everything at once (the person and the language known).
          operations: PARTNERSHIP_SNAPSHOT,
          call: (api, contract) => {
            annaGateway(contract);
            return snapshotLoad.loadSessionSnapshot(api, {
              ...request,
              preferredContextUid: baeckerei.uid,
              userUid: anna.uid,
              languageSettled: true,
              // The host's client sends x-partnership-uid for the context chosen (SessionController).
              onContextChosen: (context) => contract.actIn(context),
            });
          },
        },
      ],
    },
    'session/sessionController': {
      SessionController: {
        // Signed in: the snapshot, then the language and the eye toggle saved to the profile.
        operations: [...PRIVATE_SNAPSHOT, 'PATCH /api/v2/profile', 'PATCH /api/v2/profile'],
        call: async (api, contract) => {
          annaGateway(contract);
          const controller = new sessionController.SessionController({
            api,
            auth: authApi.createAuthApi(api),
            bus: createEventBus(),
            env: 'sandbox',
            appVersion: '1.14.3',
            language: () => 'en',
            changeLanguage: () => undefined,
            channel: silentChannel(),
            locks: null,
          });
          try {
            await controller.start(session);
            await controller.setLanguage('fr');
            await controller.setAmountVisible(false);
          } finally {
            controller.dispose();
          }
        },
      },
    },
  },
});
