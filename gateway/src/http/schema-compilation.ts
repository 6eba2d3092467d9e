/**
 * When the routes' schemas become code (validators by Ajv, serializers by fast-json-stringify).
 * - `at-start` (the gateway that serves, `npm start`, the e2e): every route's schemas compile while the server gets
 *   ready, so a schema that cannot compile stops the gateway before it listens.
 * - `on-first-use` (the gateway tests' servers, test/helpers.ts): a schema compiles when its route is first called.
 *   A test file calls a handful of the 300-odd routes, and the suites start some 180 gateways: compiling every
 *   route at each start was 0.8 s of a test file's 2 s start (docs/performance.md, "The test command").
 *   The same compilers with the same options: only the moment differs. server.test.ts keeps the at-start check.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';

export type SchemaCompilation = 'at-start' | 'on-first-use';

/** A validator as Fastify calls it: the answer, and the errors of a refusal on the function itself. */
export type Validator = ReturnType<FastifySchemaCompiler<FastifySchema>>;

/** `compile()` on its first call, each call's errors handed on where Fastify reads them. */
export function validatorOnFirstUse(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const validate: Validator = (data: unknown) => {
    compiled ??= compile();
    const answer = compiled(data);
    validate.errors = compiled.errors;
    return answer;
  };
  validate.errors = null;
  return validate;
}

/** Fastify's own serializer compiler, each route's serializer built on its first answer. */
export function installSerializersOnFirstUse(app: FastifyInstance): void {
  const compile = SerializerSelector()();
  app.setSerializerCompiler((route) => {
    let serialize: ((data: unknown) => string) | undefined;
    // Fastify names the status of every response schema it compiles (the type leaves it optional).
    return (data: unknown) =>
      (serialize ??= compile({ ...route, httpStatus: route.httpStatus ?? 'default' }))(data);
  });
}
