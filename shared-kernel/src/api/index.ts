export * from './types';
export * from './client';
export * from './constants';
export * from './httpError';
export * from './http';
export * from './errors';
export * from './axiosClient';
export * from './download';
