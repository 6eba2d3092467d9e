/**
 * remote-ebill's calls against the gateway's OpenAPI document (docs/deploying.md "Contract tests gate a
 * release"): every exported function of its api module, once per way it calls, private and business base.
 */
import { describeApiContract, personas } from 'shared-kernel/testing';
import * as ebill from './api/ebill';
import { APPROVAL_ID, EWZ, EWZ_RELATION, PRIVATKONTO, SWISSCOM } from './fixtures';

const anna = personas.annaPrivate;
const inBaeckerei = personas.annaBaeckerei;
const baeckerei = inBaeckerei.currentContext!;
const PRIVATE = '/v2/ebill';
const BUSINESS = `/v2/ebill-business/partnerships/${baeckerei.uid}`;
const CASE = 'SWC2026110000001';
const approval = {
  accountUid: PRIVATKONTO,
  amount: '150.00',
  currency: 'CHF' as const,
  period: 'month' as const,
  type: 'upperLimit' as const,
};

describeApiContract('remote-ebill', {
  sources: __dirname,
  modules: { 'api/ebill': ebill },
  cases: {
    'api/ebill': {
      ebillBaseOf: { noCall: 'the base path of the context: no call' },
      fetchSubscription: [
        {
          operations: ['GET /api/v2/ebill/subscription'],
          call: (api) => ebill.fetchSubscription(api, PRIVATE),
        },
        {
          operations: ['GET /api/v2/ebill-business/partnerships/{uid}/subscription'],
          context: baeckerei,
          call: (api) => ebill.fetchSubscription(api, BUSINESS),
        },
      ],
      activateEbill: {
        operations: ['POST /api/v2/ebill/subscription'],
        call: (api) => ebill.activateEbill(api, PRIVATE, { email: 'anna@kontor.test', acceptedTerms: true }),
      },
      updateSubscription: {
        operations: ['PATCH /api/v2/ebill/subscription'],
        call: (api) =>
          ebill.updateSubscription(api, PRIVATE, {
            email: 'anna@kontor.test',
            notifyNewInvoice: false,
            notifyNotCovered: true,
          }),
      },
      deactivateEbill: {
        operations: ['DELETE /api/v2/ebill/subscription'],
        call: (api) => ebill.deactivateEbill(api, PRIVATE),
      },
      fetchBillers: [
        {
          operations: ['GET /api/v2/ebill/related-billers'],
          call: (api) => ebill.fetchBillers(api, PRIVATE),
        },
        {
          operations: ['GET /api/v2/ebill-business/partnerships/{uid}/related-billers'],
          context: baeckerei,
          call: (api) => ebill.fetchBillers(api, BUSINESS),
        },
      ],
      fetchInvoices: [
        {
          operations: ['GET /api/v2/ebill/related-billers-invoices'],
          call: (api) => ebill.fetchInvoices(api, PRIVATE, { billerId: SWISSCOM }),
        },
        {
          operations: ['GET /api/v2/ebill/related-billers-invoices'],
          call: (api) => ebill.fetchInvoices(api, PRIVATE, { businessCaseId: CASE }),
        },
      ],
      rejectInvoice: {
        operations: ['POST /api/v2/ebill/invoices/{businessCaseId}/reject'],
        call: (api) => ebill.rejectInvoice(api, PRIVATE, CASE),
      },
      fetchReceipt: {
        operations: ['GET /api/v2/ebill/invoices/{businessCaseId}/receipt'],
        call: (api) => ebill.fetchReceipt(api, PRIVATE, CASE),
      },
      createStandingApproval: {
        operations: ['POST /api/v2/ebill/related-billers/standing-approvals'],
        call: (api) =>
          ebill.createStandingApproval(api, PRIVATE, {
            ...approval,
            billerId: EWZ,
            billerRelationId: EWZ_RELATION,
          }),
      },
      updateStandingApproval: {
        operations: ['PATCH /api/v2/ebill/standing-approvals/{standingApprovalId}'],
        call: (api) => ebill.updateStandingApproval(api, PRIVATE, APPROVAL_ID, approval),
      },
      deleteStandingApproval: {
        operations: ['DELETE /api/v2/ebill/standing-approvals/{standingApprovalId}'],
        call: (api) => ebill.deleteStandingApproval(api, PRIVATE, APPROVAL_ID),
      },
      fetchNotificationEmail: [
        // Private context: the person's e-mail, from the session; no call.
        { operations: [], call: (api) => ebill.fetchNotificationEmail(api, anna) },
        {
          operations: ['GET /api/v2/partnerships/{uid}'],
          context: baeckerei,
          call: (api) => ebill.fetchNotificationEmail(api, inBaeckerei),
        },
      ],
    },
  },
});
