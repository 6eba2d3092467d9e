/** Payments of spec §3–§5, §7: the API contract (docs/payments-api.md) and the pure payment rules. */
export * from './api';
export * from './errorCodes';
export * from './helpersApi';
export * from './amount';
export * from './bankingDays';
export * from './fx';
export * from './kinds';
export * from './paymentDates';
export * from './recurrence';
export * from './references';
export * from './schema';
export * from './validation';
export * from './voting';
