/**
 * remote-team's calls against the gateway's OpenAPI document (docs/deploying.md "Contract tests gate a
 * release"): every exported function of its api modules, once per way it calls.
 */
import { describeApiContract, personas } from 'shared-kernel/testing';
import * as invitation from './invitation/api';
import * as accountRights from './team-space/account-rights/api';
import * as invitations from './team-space/invitations/api';

const baeckerei = personas.annaBaeckerei.currentContext!;
const INVITE = '0b4f3c1e-7d2a-4e58-9a61-2f0c8d5b7e11';
const MEMBER = '6a1d2e3f-4b5c-4d6e-8f70-8192a3b4c5d6';
const ACCOUNT = '9c8b7a6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d';
const TOKEN = 'A'.repeat(43);

describeApiContract('remote-team', {
  sources: __dirname,
  modules: {
    'team-space/invitations/api': invitations,
    'team-space/account-rights/api': accountRights,
    'invitation/api': invitation,
  },
  cases: {
    'team-space/invitations/api': {
      fetchInvitations: {
        operations: ['GET /api/v2/invites'],
        context: baeckerei,
        call: (api) => invitations.fetchInvitations(api, baeckerei.uid, 'registered', 10),
      },
      createInvitation: {
        operations: ['POST /api/v2/partnerships/{uid}/invites'],
        context: baeckerei,
        call: (api) =>
          invitations.createInvitation(api, baeckerei.uid, {
            email: 'mia.keller@example.ch',
            name: 'Mia Keller',
            roles: ['delegate'],
            asAdmin: false,
            accountRights: [{ accountUid: ACCOUNT, view: true, capture: true, approve: false }],
          }),
      },
      changeInvitation: [
        {
          operations: ['POST /api/v2/partnerships/{uid}/invites/{inviteUid}/cancel'],
          context: baeckerei,
          call: (api) => invitations.changeInvitation(api, baeckerei.uid, INVITE, 'cancel'),
        },
        {
          operations: ['POST /api/v2/partnerships/{uid}/invites/{inviteUid}/resend'],
          context: baeckerei,
          call: (api) => invitations.changeInvitation(api, baeckerei.uid, INVITE, 'resend'),
        },
      ],
    },
    'team-space/account-rights/api': {
      fetchAccountRights: {
        operations: ['GET /api/v2/partnerships/{uid}/account-rights'],
        context: baeckerei,
        call: (api) => accountRights.fetchAccountRights(api, baeckerei.uid),
      },
      saveAccountRights: {
        operations: ['PUT /api/v2/partnerships/{uid}/members/{memberUid}/account-rights'],
        context: baeckerei,
        call: (api) =>
          accountRights.saveAccountRights(api, baeckerei.uid, MEMBER, [
            { accountUid: ACCOUNT, view: true, capture: false, approve: false },
          ]),
      },
    },
    'invitation/api': {
      fetchInvitation: {
        operations: ['GET /api/v2/invitations/{token}'],
        call: (api) => invitation.fetchInvitation(api, TOKEN),
      },
      acceptInvitation: {
        operations: ['POST /api/v2/invitations/{token}/accept'],
        call: (api) =>
          invitation.acceptInvitation(api, TOKEN, {
            name: 'Mia',
            familyName: 'Keller',
            birthdate: '1991-04-12',
            password: 'Lohn-Buchhaltung-2026',
          }),
      },
    },
  },
});
