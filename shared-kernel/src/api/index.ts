export * from './types';
export * from './client';
export * from './errors';
