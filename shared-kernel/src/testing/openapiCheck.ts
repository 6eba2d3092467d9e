/**
 * One call of the api client held against the gateway's OpenAPI document (issue 27 item 3): which operation it
 * reaches, and what the gateway would refuse or not know about it. The checks are the gateway's own input rules
 * (gateway/src/http/validation.ts, stated in its header): path, query and header values are text that converts
 * only when it is exactly a declared integer, number or boolean; a JSON body keeps its types, and an object schema
 * that lists its properties is closed. The document does not say the last one, so it is applied here. Test-only
 * code: ajv compiles with eval, which jest allows and a page's CSP would not.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { withQuery } from '../api/http';
import type { HttpMethod } from '../api/types';
import { boundedInteger, closedObject, fromText, mapSchema, schemaTypes } from '../domain/contracts/reading';

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> } | { $ref: string }>;
}

/** The parts of an OpenAPI 3 document the check reads (gateway/openapi.json). */
export interface OpenApiDocument {
  openapi: string;
  info: { title?: string; version: string };
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
}

/** A call as it leaves the api client: the full path (base included), the query apart. */
export interface SentCall {
  method: HttpMethod;
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
}

export interface CallCheck {
  /** The operation reached, as `GET /api/v2/cash-accounts/{id}/payment-orders`; null when no path matches. */
  operation: string | null;
  /** What the gateway would refuse or not know, each naming its part (`query count: must be <= 100`). */
  problems: string[];
}

export interface ExampleReply {
  status: number;
  data: unknown;
}

const describeError = (part: string, error: ErrorObject): string => {
  const where = `${part}${error.instancePath}`;
  const params = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
  const detail =
    params.additionalProperty !== undefined
      ? ` '${params.additionalProperty}'`
      : params.allowedValues
        ? ` ${JSON.stringify(params.allowedValues)}`
        : '';
  return `${where}: ${error.message ?? error.keyword}${detail}`;
};

interface PathEntry {
  template: string;
  segments: string[];
  operations: Partial<Record<HttpMethod, OpenApiOperation>>;
}

const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);
const segmentsOf = (path: string) => path.split('/').slice(1);

/** More literal segments, earlier, first: a static path wins over a parametric one, as the gateway's router. */
const specificity = (entry: PathEntry) =>
  entry.segments.map((segment) => (isParameter(segment) ? '0' : '1')).join('');

export interface OpenApiChecker {
  readonly document: OpenApiDocument;
  check(call: SentCall): CallCheck;
  /** The documented operation (`GET /api/...`), or undefined. */
  operation(name: string): OpenApiOperation | undefined;
  /** An answer the operation may give (its first success status, an example of its schema). */
  exampleReply(method: HttpMethod, url: string): ExampleReply;
}

export function createOpenApiChecker(document: OpenApiDocument): OpenApiChecker {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: false, strict: false });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: JsonSchema, body: boolean): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      const withBounds = mapSchema(schema, boundedInteger) as JsonSchema;
      validate = ajv.compile(body ? (mapSchema(withBounds, closedObject) as JsonSchema) : withBounds);
      compiled.set(schema, validate);
    }
    return validate;
  };

  const entries: PathEntry[] = Object.entries(document.paths)
    .map(([template, operations]) => ({ template, segments: segmentsOf(template), operations }))
    .sort((a, b) => specificity(b).localeCompare(specificity(a)));

  /** The path's entries whose template matches it, most specific first, with the parameters' texts. */
  function matching(path: string) {
    const segments = segmentsOf(path);
    return entries.flatMap((entry) => {
      if (entry.segments.length !== segments.length) return [];
      const values: Record<string, string> = {};
      for (const [index, segment] of entry.segments.entries()) {
        const sent = segments[index]!;
        if (isParameter(segment)) {
          if (sent === '') return [];
          values[segment.slice(1, -1)] = safeDecode(sent);
        } else if (segment !== sent) return [];
      }
      return [{ entry, values }];
    });
  }

  function resolve(method: HttpMethod, path: string) {
    const found = matching(path);
    const withMethod = found.find(({ entry }) => entry.operations[method]);
    return { found, withMethod };
  }

  function checkText(part: string, parameter: OpenApiParameter, value: unknown, problems: string[]) {
    if (!parameter.schema) return;
    const validate = validatorOf(parameter.schema, false);
    if (!validate(fromText(parameter.schema, value)))
      for (const error of validate.errors ?? [])
        problems.push(describeError(`${part} ${parameter.name}`, error));
  }

  function checkBody(operation: OpenApiOperation, data: unknown, problems: string[]) {
    const declared = operation.requestBody;
    // An empty object carries nothing: the gateway reads it as it reads no body.
    const empty =
      data === undefined ||
      (typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).length === 0);
    if (!declared) {
      if (!empty) problems.push('body: the operation takes no body (the gateway would ignore it)');
      return;
    }
    const schema = declared.content['application/json']?.schema;
    if (data === undefined) {
      if (declared.required) problems.push('body: the operation requires a JSON body, none was sent');
      return;
    }
    if (typeof data === 'string' || !schema) {
      problems.push(`body: the operation takes ${Object.keys(declared.content).join(', ')}`);
      return;
    }
    const validate = validatorOf(schema, true);
    // What the gateway reads: the body as JSON text, parsed again.
    if (!validate(JSON.parse(JSON.stringify(data))))
      for (const error of validate.errors ?? []) problems.push(describeError('body', error));
  }

  function check(call: SentCall): CallCheck {
    const path = call.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const { found, withMethod } = resolve(call.method, path);
    const METHOD = call.method.toUpperCase();
    if (found.length === 0)
      return {
        operation: null,
        problems: [`no operation of the document (${document.info.version}) has the path ${path}`],
      };
    if (!withMethod) {
      const { entry } = found[0]!;
      const methods = Object.keys(entry.operations).map((method) => method.toUpperCase());
      return {
        operation: null,
        problems: [`${entry.template} has no ${METHOD} operation (only ${methods.join(', ')})`],
      };
    }
    const { entry, values } = withMethod;
    const operation = entry.operations[call.method]!;
    const problems: string[] = [];
    const parameters = operation.parameters ?? [];

    for (const parameter of parameters.filter((p) => p.in === 'path'))
      checkText('path', parameter, values[parameter.name], problems);

    // The query as the transport writes it (arrays repeat the name, null and undefined are left out).
    const query = new URLSearchParams(withQuery('', call.params ?? {}).replace(/^\?/, ''));
    const declaredQuery = parameters.filter((p) => p.in === 'query');
    for (const name of new Set(query.keys()))
      if (!declaredQuery.some((p) => p.name === name))
        problems.push(
          `query ${name}: not a parameter of the operation (it has ${declaredQuery.map((p) => p.name).join(', ') || 'none'})`,
        );
    for (const parameter of declaredQuery) {
      const sent = query.getAll(parameter.name);
      if (sent.length === 0) {
        if (parameter.required) problems.push(`query ${parameter.name}: required`);
        continue;
      }
      checkText('query', parameter, sent.length === 1 ? sent[0] : sent, problems);
    }

    const headers = new Map(
      Object.entries(call.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    for (const parameter of parameters.filter((p) => p.in === 'header')) {
      const sent = headers.get(parameter.name.toLowerCase());
      if (sent === undefined) {
        if (parameter.required) problems.push(`header ${parameter.name}: required`);
        continue;
      }
      checkText('header', parameter, sent, problems);
    }

    checkBody(operation, call.data, problems);
    return { operation: `${METHOD} ${entry.template}`, problems };
  }

  function exampleReply(method: HttpMethod, url: string): ExampleReply {
    const operation = resolve(method, url.split('?')[0] ?? '').withMethod?.entry.operations[method];
    const success = Object.entries(operation?.responses ?? {})
      .filter(([status]) => /^2\d\d$/.test(status))
      .sort(([a], [b]) => a.localeCompare(b))[0];
    if (!success) return { status: 200, data: {} };
    const [status, response] = success;
    const content = 'content' in response ? (response.content ?? {}) : {};
    const json = content['application/json']?.schema;
    const media = Object.keys(content)[0];
    const data = json ? exampleOf(json) : media ? new Blob([''], { type: media }) : '';
    return { status: Number(status), data };
  }

  return {
    document,
    check,
    exampleReply,
    operation(name) {
      const [method, template] = name.split(' ') as [string, string];
      return document.paths[template]?.[method.toLowerCase() as HttpMethod];
    },
  };
}

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A value the schema accepts, small: the required properties only, no array items unless required. */
export function exampleOf(schema: JsonSchema, depth = 0): unknown {
  if (depth > 8) return null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (choices?.[0]) return exampleOf(choices[0], depth + 1);
  const type = schemaTypes(schema).find((candidate) => candidate !== 'null') ?? schemaTypes(schema)[0];
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(
        required.map((name) => [name, properties[name] ? exampleOf(properties[name], depth + 1) : null]),
      );
    }
    case 'array': {
      const count = Number(schema.minItems ?? 0);
      return Array.from({ length: count }, () => exampleOf((schema.items ?? {}) as JsonSchema, depth + 1));
    }
    case 'string':
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      return 'x'.repeat(Number(schema.minLength ?? 0));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 0);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}
