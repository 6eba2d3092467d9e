import { defineRemoteScreen } from 'shared-kernel/contract';
import { PaymentFormScreen } from '../payment-form/PaymentFormScreen';

/** Route /payments/new/:id? (spec §2): IBAN payment, ?paymentType=swift|a2a. */
function NewPayment() {
  return <PaymentFormScreen kind="iban" />;
}

export default defineRemoteScreen(NewPayment);
