export * from './descriptor';
export * from './props';
export * from './schema';
export * from './validate';
export * from './lifecycles';
export * from './AccountsUnavailable';
