/** The host's remote loader: registry, descriptors, contract checks and the federation runtime. */
export { loadRemotes } from './loader';
export { lastLoadedRemotes } from './state';
export type { LoadRemotesOptions } from './loader';
export type { LoadedRemote, LoadedRemotes, RemoteMenuItem, RemoteRoute, RemoteStatus } from './types';
export { RemoteScreen, type RemoteScreenComponentProps } from './RemoteScreen';
export { RemoteFailureNotice, type RemoteFailureNoticeProps } from './RemoteFailureNotice';
export type { RemoteFailure, RemoteFailureKind } from './failure';
export { HOST_API_VERSION, HOST_BUILT_WITH } from './contract';
export { installFederationDebugHook, type FederationDebugHook } from './debug';
export { OVERRIDES_STORAGE_KEY } from './overrides';
export { UnknownRouteNotice } from './UnknownRouteNotice';
