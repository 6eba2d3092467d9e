/**
 * remote-team's calls against the gateway's OpenAPI document (docs/deploying.md "Contract tests gate a
 * release"): every exported function of its api modules, once per way it calls.
 */
import { describeApiContract, personas } from 'shared-kernel/testing';
import * as memberDetails from './team-space/member-details/api';
import * as members from './team-space/members/api';

const baeckerei = personas.annaBaeckerei.currentContext!;
const P = baeckerei.uid;
const LUCA = personas.lucaBaeckerei.user!.uid;

describeApiContract('remote-team', {
  sources: __dirname,
  modules: { 'team-space/members/api': members, 'team-space/member-details/api': memberDetails },
  cases: {
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
  },
});
