/**
 * remote-team's calls against the gateway's OpenAPI document (docs/deploying.md "Contract tests gate a
 * release"): every exported function of its api modules, once per way it calls.
 */
import { describeApiContract, personas } from 'shared-kernel/testing';
import * as compliance from './compliance-declaration/api';
import * as partnership from './partnership-details/api';
import * as subscription from './sme-subscription/api';
import * as invitation from './invitation/api';
import * as accountRights from './team-space/account-rights/api';
import * as deputyChange from './team-space/deputy-change/api';
import * as invitations from './team-space/invitations/api';
import * as memberDetails from './team-space/member-details/api';
import * as members from './team-space/members/api';

const claire = personas.claireAssociation.currentContext!;
const bakery = personas.annaBaeckerei.currentContext!;
const baeckerei = bakery;
const P = baeckerei.uid;
const LUCA = personas.lucaBaeckerei.user!.uid;
const INVITE = '0b4f3c1e-7d2a-4e58-9a61-2f0c8d5b7e11';
const MEMBER = '6a1d2e3f-4b5c-4d6e-8f70-8192a3b4c5d6';
const ACCOUNT = '9c8b7a6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d';
const TOKEN = 'A'.repeat(43);
const address = {
  street: 'Avenue de Rhodanie',
  number: '2',
  postalCode: '1007',
  city: 'Lausanne',
  country: 'CHE',
};

describeApiContract('remote-team', {
  sources: __dirname,
  modules: {
    'partnership-details/api': partnership,
    'compliance-declaration/api': compliance,
    'sme-subscription/api': subscription,
    'team-space/members/api': members,
    'team-space/member-details/api': memberDetails,
    'team-space/invitations/api': invitations,
    'team-space/account-rights/api': accountRights,
    'team-space/deputy-change/api': deputyChange,
    'invitation/api': invitation,
  },
  cases: {
    'partnership-details/api': {
      fetchPartnership: {
        operations: ['GET /api/v2/partnerships/{uid}'],
        context: claire,
        call: (api) => partnership.fetchPartnership(api, claire.uid),
      },
      fetchObjectives: {
        operations: ['GET /api/v2/partnerships/{uid}/objectives'],
        context: claire,
        call: (api) => partnership.fetchObjectives(api, claire.uid),
      },
      fetchMembers: {
        operations: ['GET /api/v2/partnerships/{uid}/members'],
        context: claire,
        call: (api) => partnership.fetchMembers(api, claire.uid),
      },
      fetchPendingUpdate: {
        operations: ['GET /api/v2/partnerships/{uid}/pending-update'],
        context: claire,
        call: (api) => partnership.fetchPendingUpdate(api, claire.uid),
      },
      submitPartnershipUpdate: {
        operations: ['POST /api/v2/partnerships/{uid}/pending-update'],
        context: claire,
        call: (api) =>
          partnership.submitPartnershipUpdate(api, claire.uid, {
            name: 'Association Sportive Lausanne',
            domicileAddress: address,
            phone: '+41 21 617 00 00',
            email: null,
            serviceObjectives: ['payments'],
          }),
      },
    },
    'compliance-declaration/api': {
      fetchDeclarations: {
        operations: ['GET /api/v2/partnerships/{uid}/compliance-declarations'],
        context: bakery,
        call: (api) => compliance.fetchDeclarations(api, bakery.uid),
      },
      submitDeclaration: {
        operations: ['POST /api/v2/partnerships/{uid}/compliance-declarations'],
        context: bakery,
        call: (api) =>
          compliance.submitDeclaration(api, bakery.uid, {
            form: 'K',
            controllingPersons: [
              {
                firstName: 'Anna',
                lastName: 'Meier',
                birthDate: '1984-03-12',
                nationality: 'CHE',
                domicileAddress: address,
                basis: 'capital_or_votes',
                sharePercent: 60,
              },
            ],
            confirmed: true,
          }),
      },
    },
    'sme-subscription/api': {
      fetchPlanOffers: {
        operations: ['GET /api/v2/agent/{uid}/subscription/plans'],
        context: bakery,
        call: (api) => subscription.fetchPlanOffers(api, bakery.uid),
      },
      changePlan: {
        operations: ['POST /api/v2/agent/{uid}/subscription'],
        context: bakery,
        call: (api) =>
          subscription.changePlan(api, bakery.uid, {
            planCode: 'business_ch',
            billingInterval: 'IntervalMonthly',
          }),
      },
    },
    'team-space/members/api': {
      fetchMembers: {
        operations: ['GET /api/v2/partnerships/{uid}/members'],
        context: baeckerei,
        call: (api) =>
          members.fetchMembers(api, P, { roles: ['deputy'], nameFilter: 'Ross', count: 10, offset: 0 }),
      },
      fetchDeputyChange: {
        operations: ['GET /api/v2/partnerships/{uid}/deputy-change'],
        context: baeckerei,
        call: (api) => members.fetchDeputyChange(api, P),
      },
    },
    'team-space/deputy-change/api': {
      fetchDeputyChange: {
        operations: ['GET /api/v2/partnerships/{uid}/deputy-change'],
        context: baeckerei,
        call: (api) => deputyChange.fetchDeputyChange(api, P),
      },
      fetchAllMembers: {
        operations: ['GET /api/v2/partnerships/{uid}/members'],
        context: baeckerei,
        call: (api) => deputyChange.fetchAllMembers(api, P),
      },
      postDeputyChange: [
        {
          operations: ['POST /api/v2/partnerships/{uid}/deputy-change'],
          context: baeckerei,
          call: (api) =>
            deputyChange.postDeputyChange(api, P, 'open', { deputiesToAdd: [LUCA], deputiesToRemove: [] }),
        },
        {
          operations: ['POST /api/v2/partnerships/{uid}/deputy-change'],
          context: baeckerei,
          call: (api) =>
            deputyChange.postDeputyChange(api, P, 'edit', { deputiesToAdd: [LUCA], deputiesToRemove: [] }),
        },
        {
          operations: ['POST /api/v2/partnerships/{uid}/deputy-change'],
          context: baeckerei,
          call: (api) => deputyChange.postDeputyChange(api, P, 'complete'),
        },
      ],
      discardDeputyChange: {
        operations: ['POST /api/v2/partnerships/{uid}/deputy-change/discard'],
        context: baeckerei,
        call: (api) => deputyChange.discardDeputyChange(api, P),
      },
    },
    'team-space/member-details/api': {
      fetchMemberDetails: {
        operations: ['GET /api/v2/partnerships/{uid}/members/{memberUid}/details'],
        context: baeckerei,
        call: (api) => memberDetails.fetchMemberDetails(api, P, LUCA),
      },
      fetchMember: {
        operations: ['GET /api/v2/partnerships/{uid}/members'],
        context: baeckerei,
        call: (api) => memberDetails.fetchMember(api, P, LUCA),
      },
      changeAdmin: [
        {
          operations: ['POST /api/v2/partnerships/{uid}/deputy-change'],
          context: baeckerei,
          call: (api) => memberDetails.changeAdmin(api, P, LUCA, 'add'),
        },
        {
          operations: ['POST /api/v2/partnerships/{uid}/deputy-change'],
          context: baeckerei,
          call: (api) => memberDetails.changeAdmin(api, P, LUCA, 'remove'),
        },
      ],
      fetchRemovalImpact: [
        {
          operations: ['POST /api/v2/partnerships/{uid}/agent/{agentUid}/delegate/impact'],
          context: baeckerei,
          call: (api) => memberDetails.fetchRemovalImpact(api, P, LUCA, 'delegate'),
        },
        {
          operations: ['POST /api/v2/partnerships/{uid}/agent/{agentUid}/partner/impact'],
          context: baeckerei,
          call: (api) => memberDetails.fetchRemovalImpact(api, P, LUCA, 'partner'),
        },
      ],
      revokeRole: [
        {
          operations: ['POST /api/v2/partnerships/{uid}/delegate/{agentUid}/revoke'],
          context: baeckerei,
          call: (api) => memberDetails.revokeRole(api, P, LUCA, 'delegate'),
        },
        {
          operations: ['POST /api/v2/partnerships/{uid}/partner/{agentUid}/revoke'],
          context: baeckerei,
          call: (api) => memberDetails.revokeRole(api, P, LUCA, 'partner'),
        },
      ],
      requestAccess: {
        operations: ['POST /api/v2/partnerships/{uid}/agent/{agentUid}/access-request'],
        context: baeckerei,
        call: (api) => memberDetails.requestAccess(api, P, LUCA),
      },
      decideAccess: [
        {
          operations: ['POST /api/v2/partnerships/{uid}/agent/{agentUid}/access-request/{decision}'],
          context: baeckerei,
          call: (api) => memberDetails.decideAccess(api, P, LUCA, 'grant'),
        },
        {
          operations: ['POST /api/v2/partnerships/{uid}/agent/{agentUid}/access-request/{decision}'],
          context: baeckerei,
          call: (api) => memberDetails.decideAccess(api, P, LUCA, 'decline'),
        },
      ],
    },
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
