export * from './amount';
export * from './date';
export * from './files';
export * from './iban';
export * from './identifier';
export * from './locale';
export * from './paymentKind';
export * from './phone';
