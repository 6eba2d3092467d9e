// The federation runtime's own range check, the one it decides shared versions with: one semver rule on the page,
// and no second semver library in every signed-in start's code (issue 17: npm semver was 6 KB gzip of it). The
// descriptor schema admits only plain comparator ranges (SEMVER_RANGE_PATTERN), which it reads as npm semver does
// (contract.test.ts holds the two side by side).
import { satisfy } from '@module-federation/runtime-core';
import { validateDescriptor, type RegistryEntry, type RemoteDescriptor } from 'shared-kernel/contract';
import { remoteFailure, type RemoteFailure } from './failure';

/** The host API this host implements; a remote's descriptor names the range it needs (hostApi). */
export const HOST_API_VERSION: string = __KONTOR_HOST_API__;

/** Versions of the enforced singletons this host was built with (react, react-dom, react-router(-dom), shared-kernel). */
export const HOST_BUILT_WITH: Readonly<Record<string, string>> = __KONTOR_BUILT_WITH__;

/** The major of a version or version-like string (`19.2.0`, `^19.2.0`, `v4`), as semver's coerce reads it. */
export function majorOf(version: string): number | undefined {
  const digits = /\d+/.exec(version);
  return digits ? Number(digits[0]) : undefined;
}

/** A refused but schema-valid descriptor is kept: its routes show the refusal instead of vanishing. */
export type DescriptorCheck =
  | { ok: true; descriptor: RemoteDescriptor }
  | { ok: false; failure: RemoteFailure; descriptor?: RemoteDescriptor };

/**
 * Validates a fetched descriptor and enforces the federation contract (integration.md, "Federation"):
 * the hostApi range must include HOST_API_VERSION, every enforced singleton's major must equal the host's, and
 * the host's copy of each package the remote `needs` (e.g. shared-kernel ^1.1.0) must be in that range.
 */
export function checkDescriptor(entry: RegistryEntry, json: unknown): DescriptorCheck {
  const remote = entry.name;
  const validation = validateDescriptor(json);
  if (!validation.ok) {
    const problems = validation.errors.join('; ');
    return {
      ok: false,
      failure: remoteFailure('invalid-descriptor', problems, { remote, problems }),
    };
  }
  const descriptor = validation.value;
  if (descriptor.name !== remote) {
    const problems = `name "${descriptor.name}" differs from the registry's "${remote}"`;
    return { ok: false, failure: remoteFailure('invalid-descriptor', problems, { remote, problems }) };
  }
  if (!satisfy(HOST_API_VERSION, descriptor.hostApi)) {
    return {
      ok: false,
      descriptor,
      failure: remoteFailure(
        'incompatible',
        `hostApi ${descriptor.hostApi} does not include ${HOST_API_VERSION}`,
        { remote, version: descriptor.version, required: descriptor.hostApi, provided: HOST_API_VERSION },
        'webapp.federation.error.hostApi',
      ),
    };
  }
  for (const [pkg, hostVersion] of Object.entries(HOST_BUILT_WITH)) {
    const remoteVersion = descriptor.builtWith[pkg];
    const remoteMajor = remoteVersion ? majorOf(remoteVersion) : undefined;
    if (remoteMajor === undefined || remoteMajor !== majorOf(hostVersion)) {
      return {
        ok: false,
        descriptor,
        failure: remoteFailure(
          'incompatible',
          `${pkg} ${remoteVersion ?? '(missing)'} is not ${pkg} ${majorOf(hostVersion)}.x`,
          {
            remote,
            version: descriptor.version,
            package: pkg,
            built: remoteVersion ?? '?',
            provided: hostVersion,
          },
          'webapp.federation.error.sharedMajor',
        ),
      };
    }
  }
  // The ranges the remote declares it needs (descriptor.json "needs"), e.g. a newer shared-kernel minor.
  for (const [pkg, required] of Object.entries(descriptor.needs ?? {})) {
    const provided = HOST_BUILT_WITH[pkg];
    if (!provided || !satisfy(provided, required)) {
      return {
        ok: false,
        descriptor,
        failure: remoteFailure(
          'incompatible',
          `needs ${pkg} ${required}, the host provides ${provided ?? '(none)'}`,
          { remote, version: descriptor.version, package: pkg, built: required, provided: provided ?? '?' },
          'webapp.federation.error.sharedMajor',
        ),
      };
    }
  }
  return { ok: true, descriptor };
}
