import type { RegisteredRoute } from '../http/route';
import { codedError, validationErrorBody } from '../http/schemas';

type JsonSchema = Record<string, unknown>;

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

function objectParameters(schema: unknown, location: OpenApiParameter['in']): OpenApiParameter[] {
  const object = schema as { properties?: Record<string, JsonSchema>; required?: string[] } | undefined;
  if (!object?.properties) return [];
  return Object.entries(object.properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** The declared success answers: JSON schemas, a 204 without a body, or a raw route's media type. */
function successResponses(route: RegisteredRoute): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, body] of Object.entries((route.schema?.response ?? {}) as Record<string, JsonSchema>)) {
    responses[status] =
      body.type === 'null'
        ? { description: String(body.description ?? 'No content') }
        : { description: status, content: { 'application/json': { schema: body } } };
  }
  if (route.produces)
    responses['200'] = {
      description: `${route.produces} body`,
      content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } },
    };
  return responses;
}

const AUTH_DESCRIPTION: Record<RegisteredRoute['auth'], string> = {
  none: 'no session needed',
  pin: 'prospect (pin) session or higher',
  weak: 'weak session or higher',
  strong: 'strong session',
};

/**
 * OpenAPI 3.1 document of every registered route (route registry → paths). Deterministic: routes are
 * sorted, so the committed gateway/openapi.json changes only when a route does.
 */
export function generateOpenApi(
  routes: readonly RegisteredRoute[],
  version: string,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const schema = route.schema ?? {};
    const parameters = [
      ...objectParameters(schema.params, 'path'),
      ...objectParameters(schema.querystring, 'query'),
      ...objectParameters(schema.headers, 'header'),
    ];
    if (route.context === 'partnership') {
      parameters.push({
        name: 'x-partnership-uid',
        in: 'header',
        required: true,
        schema: { type: 'string' },
      });
    }
    const responses = successResponses(route);
    if (Object.keys(responses).length === 0) responses.default = { description: 'see the spec' };
    // Every route can answer the spec's error bodies (§8): one shape, added here rather than per route.
    responses['4XX'] = { $ref: '#/components/responses/Error' };
    responses['500'] = { $ref: '#/components/responses/Error' };
    const security: Record<string, string[]>[] = [];
    if (route.apiKey && route.auth !== 'none') security.push({ apiKey: [], session: [] });
    else if (route.apiKey) security.push({ apiKey: [] });
    else if (route.auth !== 'none') security.push({ session: [] });
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: schema.summary ?? `${route.method} ${route.url}`,
      tags: [route.family],
      'x-kontor-auth': route.auth,
      'x-kontor-context': route.context,
      description: [
        schema.description,
        route.callerGuard
          ? `Requires: ${route.callerGuard.requires}.`
          : `Requires: ${AUTH_DESCRIPTION[route.auth]}.`,
      ]
        .filter(Boolean)
        .join(' '),
      ...(parameters.length ? { parameters } : {}),
      ...(schema.body
        ? {
            requestBody: {
              // A body whose schema admits null may be left out (Fastify validates an absent body as null).
              required: !bodyMayBeAbsent(schema.body),
              content: { 'application/json': { schema: schema.body } },
            },
          }
        : {}),
      responses,
      ...(security.length ? { security } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Kontor gateway', version },
    servers: [{ url: '/' }],
    components: {
      schemas: { CodedError: codedError, ValidationError: validationErrorBody },
      responses: {
        Error: {
          description: 'Spec §8: a coded error, or a 400 ValidationError with field errors',
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  { $ref: '#/components/schemas/ValidationError' },
                  { $ref: '#/components/schemas/CodedError' },
                ],
              },
            },
          },
        },
      },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        session: { type: 'apiKey', in: 'cookie', name: 'kontor_<env>_session' },
      },
    },
    paths,
  };
}

/** Whether a body schema admits null, i.e. the body may be left out. */
function bodyMayBeAbsent(body: unknown): boolean {
  const type = (body as { type?: unknown }).type;
  return Array.isArray(type) && type.includes('null');
}
