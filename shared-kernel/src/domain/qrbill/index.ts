/** Swiss QR-bills (SIX IG QR-bill 2.3, issue 30): the QR code payload parser and its mapping to the payment form. */
export * from './parse';
export * from './toPaymentForm';
