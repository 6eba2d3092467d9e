/**
 * The resources' wire contracts (docs/architecture.md "Wire contracts"): JSON Schema constants, `as const`,
 * and the TypeScript types json-schema-to-ts derives from them. One file per resource.
 */
export * from './payments';
export * from './payment-helpers';
export * from './transactions';
export * from './reading';
