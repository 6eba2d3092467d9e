/**
 * Whether the plan and the account allow the payment's route (spec §6: a payment route is offered only if
 * the plan feature and the account's international flag are present; §8: otherwise the not-eligible upgrade
 * warning). The shared rule decides, on the facts the debit account's schema response gives.
 */
import { missingInternationalFeature, type PaymentClassification } from 'shared-kernel/domain';
import type { PaymentOrderSchemaResponse } from './types';

export const isRouteNotEligible = (
  form: Pick<PaymentOrderSchemaResponse, 'features' | 'account'>,
  payment: PaymentClassification,
): boolean =>
  missingInternationalFeature(payment, form.account, {
    InternationalPaymentSEPAOut: form.features.sepaOut,
    InternationalPaymentSWIFTOut: form.features.swiftOut,
  }) !== null;
