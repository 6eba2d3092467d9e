/** shared-kernel's root: the non-UI rooms. UI kit, forms and test utilities have their own subpaths. */
export * from './contract';
export * from './bus';
export * from './api';
export * from './domain';
export * from './i18n';
