/** What the payment screens exchange with the gateway: the contract's types (docs/payments-api.md) plus the form. */
import type { PostalAddress } from 'shared-kernel/domain';

export type {
  AccountNumberInfo,
  IncoreQuote,
  PaymentDatesResponse as PaymentDates,
  PaymentForm as PaymentRequestBody,
  PaymentOrderRead,
  PaymentOrderSchemaResponse,
  SubmitResult,
} from 'shared-kernel/domain';

/** /payments/new (IBAN, with ?paymentType=swift|a2a) or /payments/newInternal (between own accounts). */
export type FormKind = 'iban' | 'internal';

/** The form as the person fills it: texts as typed (amount, masked IBAN), the address as its parts. */
export interface PaymentFormValues {
  accountUid: string;
  /** Internal payments: the own account credited. */
  targetAccountUid: string;
  beneficiary: {
    uid?: string;
    name: string;
    iban: string;
    swiftBIC: string;
    address: PostalAddress;
  };
  amount: string;
  currency: string;
  paymentTime: string;
  recurrence: string;
  /** A standing order's last payment date, yyyy-MM-dd; '' for none (until cancelled). */
  recurrenceEndDate: string;
  structuredReference: string;
  paymentReason: string;
  category: string;
  noteText: string;
  attachedFileUids: string[];
  /** Issue 31: the eBill invoice this payment pays (its businessCaseId); absent for any other payment. */
  ebillBCId?: string;
}

/** A file attached to the order's internal note (spec §3 "File resource"). */
export interface AttachedFile {
  resourceUid: string;
  displayName: string;
  mime: string;
  bucketFileName: string;
}
