export * from './types';
export * from './eventBus';
export * from './entity';
export * from './eventStream';
export * from './staleness';
export * from './useStaleReload';
export * from './rx';
