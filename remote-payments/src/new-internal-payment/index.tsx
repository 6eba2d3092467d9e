import { defineRemoteScreen } from 'shared-kernel/contract';
import { PaymentFormScreen } from '../payment-form/PaymentFormScreen';

/** Route /payments/newInternal/:id? (spec §2): a payment between own accounts. */
function NewInternalPayment() {
  return <PaymentFormScreen kind="internal" />;
}

export default defineRemoteScreen(NewInternalPayment);
