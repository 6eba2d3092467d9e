export * from './accounts';
export * from './context';
export * from './guard';
export * from './menu';
export * from './payments';
export * from './settings';
export * from './sideArea';
export * from './team';
