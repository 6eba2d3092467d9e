export * from './entities';
export * from './session';
export * from './format';
export * from './rules';
export * from './payments';
export * from './contracts';
export * from './qrbill';
