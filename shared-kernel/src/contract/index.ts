export * from './descriptor';
export * from './props';
export { remoteDescriptorSchema, remoteRegistrySchema } from './schema';
export { validateDescriptor, validateRegistry } from './validate';
