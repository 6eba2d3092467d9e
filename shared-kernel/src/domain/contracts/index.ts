/**
 * The resources' wire contracts (docs/architecture.md "Wire contracts"): JSON Schema constants, `as const`,
 * and the TypeScript types json-schema-to-ts derives from them. One file per resource.
 */
export * from './payments';
export * from './payment-helpers';
export * from './transactions';
export * from './reading';
export * from './persons';
export * from './partnerships';
export * from './auth';
export * from './sandbox';
export * from './request-pieces';
export * from './accounts';
export * from './agents';
export * from './exports';
export * from './files';
export * from './reference';
export * from './cards';
export * from './qr-scan';
export * from './payment-batches';
export * from './ebill';
export * from './team';
export * from './onboarding';
export * from './company-onboarding';
export * from './partnership-admin';
export * from './invites';
export * from './account-rights';
