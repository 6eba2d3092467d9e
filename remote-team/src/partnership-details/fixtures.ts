/** Test data of partnership administration, as the gateway answers (kernel contracts; personas of PERSONAS.md). */
import type { ComplianceDeclaration, Member, PartnershipDetails, SmePlanOffers } from 'shared-kernel/domain';
import { personas } from 'shared-kernel/testing';

const claireContext = personas.claireAssociation.currentContext!;
const bakeryContext = personas.annaBaeckerei.currentContext!;
export const ASL_UID = claireContext.uid;
export const BAKERY_UID = bakeryContext.uid;

export const aslDetails = (overrides: Partial<PartnershipDetails> = {}): PartnershipDetails => ({
  ...claireContext.partnership!,
  myRoles: ['deputy', 'delegate'],
  externalIds: [{ scheme: 'uid_reg', value: 'CHE-109.744.201' }],
  contactDetails: {
    domicileAddress: {
      street: 'Avenue de Rhodanie',
      number: '2',
      postalCode: '1007',
      city: 'Lausanne',
      country: 'CHE',
    },
    phone: '+41216170000',
    email: 'comite@as-lausanne.ch',
  },
  partnerEngagements: [],
  partners: [],
  delegates: [],
  deputies: [],
  ...overrides,
});

export const aslMembers: Member[] = [
  {
    personInfo: { uid: 'claire', name: 'Claire Dubois', onboardingDetails: { isRegistered: false } },
    roleTypes: ['delegate', 'deputy'],
    pendingRoleTypes: [],
  },
];

export const declarationOf = (overrides: Partial<ComplianceDeclaration> = {}): ComplianceDeclaration => ({
  uid: 'decl-1',
  partnershipUid: BAKERY_UID,
  status: 'certification',
  form: 'K',
  controllingPersons: [
    {
      firstName: 'Anna',
      lastName: 'Meier',
      birthDate: '1984-03-12',
      nationality: 'CHE',
      domicileAddress: {
        street: 'Seestrasse',
        number: '12',
        postalCode: '8002',
        city: 'Zürich',
        country: 'CHE',
      },
      basis: 'capital_or_votes',
      sharePercent: 60,
    },
  ],
  submittedBy: { personUid: 'anna', name: 'Anna Meier' },
  submittedAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

const chf = (value: number) => ({ value, factor: 2, currency: 'CHF' });
const features = (swift: boolean) => ({
  DomesticPayment: true,
  InternationalPaymentSEPAOut: swift,
  InternationalPaymentSWIFTOut: swift,
  Teamspace: true,
});

export const offersOf = (mayChange: boolean): SmePlanOffers => ({
  current: {
    planCode: 'grow_ch',
    billingInterval: 'IntervalMonthly',
    validFrom: '2025-11-26',
    price: chf(1900),
    features: features(true),
  },
  plans: [
    {
      code: 'sme_free_ch',
      prices: { IntervalMonthly: chf(0), IntervalYearly: chf(0) },
      features: features(false),
    },
    {
      code: 'grow_ch',
      prices: { IntervalMonthly: chf(1900), IntervalYearly: chf(19000) },
      features: features(true),
    },
  ],
  mayChange,
});
