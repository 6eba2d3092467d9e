import type { ErrorObject } from 'ajv';
import { routeMatchesPath } from '../domain/rules/menu';
import type { RemoteDescriptor, RemoteRegistry } from './descriptor';
import * as generated from './validators.generated';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/**
 * An ajv error as the generated validators report it: keyword, params and instance path (they carry no English
 * message and no schema path: shared-kernel/build/validators.cjs leaves both out, the host words each error).
 */
type SchemaError = Pick<ErrorObject, 'instancePath' | 'keyword' | 'params' | 'message'>;

/** An ajv validator function: true when valid, else the errors of the last call in `errors`. */
type CompiledValidator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

// Compiled from ./schema.ts at build time (shared-kernel/build/validators.cjs), so ajv's compiler stays out
// of the browser; validate.test.ts fails when the generated code no longer matches the schemas.
const descriptorValidator = generated.validateRemoteDescriptor as CompiledValidator;
const descriptorSourceValidator = generated.validateRemoteDescriptorSource as CompiledValidator;
const registryValidator = generated.validateRemoteRegistry as CompiledValidator;

/** "/routes/0/auth" → "routes/0/auth"; the root is named after the document. */
function fieldPath(instancePath: string, root: string, child?: string): string {
  const path = [instancePath.replace(/^\//, ''), child].filter(Boolean).join('/');
  return path || root;
}

/** One readable message per ajv error, always naming the field path. */
export function describeSchemaError(error: ErrorObject, root: string): string {
  return describe(error, root);
}

/**
 * describeSchemaError for the generated validators' errors (no message, no schema path): every keyword schema.ts
 * uses is worded here, so ajv at run time and the generated code give the same text.
 */
function describe(error: SchemaError, root: string): string {
  const at = fieldPath(error.instancePath, root);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return `${at} must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'required':
      return `${fieldPath(error.instancePath, root, String(params.missingProperty))} is required`;
    case 'additionalProperties':
      return `${fieldPath(error.instancePath, root, String(params.additionalProperty))} is not allowed`;
    case 'type':
      return `${at} must be ${String(params.type)}`;
    case 'pattern':
      return `${at} must match ${String(params.pattern)}`;
    // Every minimum in schema.ts is 1: a non-empty string or list.
    case 'minLength':
    case 'minItems':
      return `${at} must not be empty`;
    case 'uniqueItems':
      return `${at} must not list an item twice`;
    default:
      return `${at} ${error.message ?? 'is invalid'}`;
  }
}

function run<T>(validator: CompiledValidator, json: unknown, root: string): ValidationResult<T> {
  if (validator(json)) return { ok: true, value: json as T };
  return { ok: false, errors: (validator.errors ?? []).map((error) => describe(error, root)) };
}

/**
 * Checks a schema cannot express: unique route and menu ids, menu items that link to their own routes, one
 * overlay per action and no module that is a route's too (an overlay is mounted over routes, not as one).
 */
function contractErrors(descriptor: Pick<RemoteDescriptor, 'routes' | 'menu' | 'overlays'>): string[] {
  const errors: string[] = [];
  const routeIds = new Set<string>();
  descriptor.routes.forEach((route, index) => {
    if (routeIds.has(route.id)) errors.push(`routes/${index}/id "${route.id}" is used twice`);
    routeIds.add(route.id);
  });
  const menuIds = new Set<string>();
  descriptor.menu.forEach((item, index) => {
    if (menuIds.has(item.id)) errors.push(`menu/${index}/id "${item.id}" is used twice`);
    menuIds.add(item.id);
    if (!item.action && !descriptor.routes.some((route) => routeMatchesPath(route.path, item.to))) {
      errors.push(`menu/${index}/to "${item.to}" matches none of this remote's routes`);
    }
  });
  const overlayActions = new Set<string>();
  (descriptor.overlays ?? []).forEach((overlay, index) => {
    if (overlayActions.has(overlay.action))
      errors.push(`overlays/${index}/action "${overlay.action}" is used twice`);
    overlayActions.add(overlay.action);
    if (descriptor.routes.some((route) => route.module === overlay.module))
      errors.push(`overlays/${index}/module "${overlay.module}" is a route's module`);
  });
  return errors;
}

function withContractChecks<T extends Pick<RemoteDescriptor, 'routes' | 'menu'>>(
  result: ValidationResult<T>,
): ValidationResult<T> {
  if (!result.ok) return result;
  const errors = contractErrors(result.value);
  return errors.length ? { ok: false, errors } : result;
}

/** Validates a published (build-stamped) descriptor.json. */
export function validateDescriptor(json: unknown): ValidationResult<RemoteDescriptor> {
  return withContractChecks(run<RemoteDescriptor>(descriptorValidator, json, 'descriptor'));
}

/** Validates the descriptor.json a remote keeps in its folder (name, version, hostApi, builtWith come from the build). */
export function validateDescriptorSource(
  json: unknown,
): ValidationResult<Pick<RemoteDescriptor, 'routes' | 'menu'> & Partial<RemoteDescriptor>> {
  return withContractChecks(run(descriptorSourceValidator, json, 'descriptor'));
}

/** Validates an environment's registry.json. */
export function validateRegistry(json: unknown): ValidationResult<RemoteRegistry> {
  const result = run<RemoteRegistry>(registryValidator, json, 'registry');
  if (!result.ok) return result;
  const seen = new Set<string>();
  const errors: string[] = [];
  result.value.remotes.forEach((entry, index) => {
    if (seen.has(entry.name)) errors.push(`remotes/${index}/name "${entry.name}" is listed twice`);
    seen.add(entry.name);
  });
  return errors.length ? { ok: false, errors } : result;
}
