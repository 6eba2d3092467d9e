import pluginFederation from '@module-federation/webpack-bundler-runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { containerFederation, provideRemoteRuntime } from './remoteRuntime';

const global = runtimeCore.Global as Record<string, unknown>;

afterEach(() => {
  delete global[__KONTOR_REMOTE_FEDERATION__];
  delete global['_FEDERATION_RUNTIME_CORE'];
  delete global['_FEDERATION_RUNTIME_CORE_FROM'];
});

describe("a remote container's federation object", () => {
  it('holds the functions of the plugin’s own bundler runtime, every one of them but the remotes handler', () => {
    const ours = containerFederation();
    // Functions compare by identity: each is the plugin's own, none a copy.
    expect(ours.bundlerRuntime).toEqual({ ...pluginFederation.bundlerRuntime, remotes: undefined, S: {} });
    expect(ours.runtime.init).toBe(pluginFederation.runtime!.init);
    expect(ours.attachShareScopeMap).toBe(pluginFederation.attachShareScopeMap);
    expect(Object.keys(ours).sort()).toEqual(Object.keys(pluginFederation).sort());
  });

  it('is a new one for each container: no instance, init options or share scope slots shared', () => {
    const first = containerFederation();
    const second = containerFederation();
    expect(second).not.toBe(first);
    expect(second.bundlerRuntime).not.toBe(first.bundlerRuntime);
    expect(second.bundlerRuntime.S).not.toBe(first.bundlerRuntime.S);
    expect(second.bundlerRuntimeOptions).not.toBe(first.bundlerRuntimeOptions);
    expect(first.instance).toBeUndefined();
    expect(first.initOptions).toBeUndefined();
  });
});

describe('provideRemoteRuntime', () => {
  it('gives remotes runtime-core and the maker of their federation object under the agreed globals', () => {
    provideRemoteRuntime();
    expect((global['_FEDERATION_RUNTIME_CORE'] as typeof runtimeCore).ModuleFederation).toBe(
      runtimeCore.ModuleFederation,
    );
    expect(global[__KONTOR_REMOTE_FEDERATION__]).toBe(containerFederation);
    // Named as the instances it makes name themselves (the installed version, not a literal of ours).
    expect(global['_FEDERATION_RUNTIME_CORE_FROM']).toEqual({
      name: 'kontor_host',
      version: new runtimeCore.ModuleFederation({ name: 'probe', remotes: [] }).version,
    });
  });

  it('keeps what this page already provides', () => {
    const earlier = () => ({});
    global[__KONTOR_REMOTE_FEDERATION__] = earlier;
    provideRemoteRuntime();
    expect(global[__KONTOR_REMOTE_FEDERATION__]).toBe(earlier);
  });
});
