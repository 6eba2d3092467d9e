/**
 * A remote's api contract test (docs/deploying.md "Contract tests gate a release"): one case per exported function
 * of its api modules, each call made through contractClient and matching the gateway's OpenAPI document; a
 * function without a case fails, and so does a source file that calls the api client outside the listed modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiClient, HttpMethod } from '../api/types';
import {
  contractClient,
  loadGatewayOpenApi,
  type ContractClient,
  type ContractContext,
  type OpenApiDocument,
} from './contractClient';

/** One call of an exported api function, with the operations it makes (in any order, each as often as made). */
export interface ApiCallCase {
  operations: string[];
  /** Calls the function once with realistic arguments (state the replies it reads on `contract` first). */
  call: (api: ApiClient, contract: ContractClient) => unknown;
  context?: ContractContext;
}

/** An exported function that makes no call (a pure helper beside the calls), and why. */
export interface NoCallCase {
  noCall: string;
}

/** A call of one function of what a factory export returns (createAuthApi(api).login). */
export interface ApiMethodCase<T> {
  operations: string[];
  call: (made: T, contract: ContractClient) => unknown;
  context?: ContractContext;
}

type FunctionKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? K : never }[keyof T];

export interface ApiFactoryCase {
  factory: (api: ApiClient) => object;
  methods: Record<string, ApiMethodCase<never>>;
}

/** The case of an export that makes an object of calls from the api client: one case per function it returns. */
export function apiFactory<T extends object>(
  factory: (api: ApiClient) => T,
  methods: { [K in FunctionKeys<T>]: ApiMethodCase<T> | ApiMethodCase<T>[] },
): ApiFactoryCase {
  return { factory, methods: methods as unknown as ApiFactoryCase['methods'] };
}

/** A function's case: one call, several (one per branch that calls differently), none, or a factory's calls. */
export type ApiCase = ApiCallCase | ApiCallCase[] | NoCallCase | ApiFactoryCase;

export interface ApiContractOptions {
  /** The api modules by a name for the test titles, e.g. `{ 'payment-form/api': await import('./api') }`. */
  modules: Record<string, object>;
  /** Per module name, per exported function: its case. A function without one fails the run. */
  cases: Record<string, Record<string, ApiCase>>;
  /**
   * The package's source folder: every file in it (tests aside) that calls the api client must be one of
   * `modules`, named by its path there without the extension (`payment-form/api`), so no module is forgotten.
   */
  sources?: string;
  /** Default: loadGatewayOpenApi(). */
  document?: OpenApiDocument;
}

/** A call of the api client in source text: `api.get(`, `api.post<T>(`, `this.deps.api\n  .patch(`. */
const API_CALL = /\bapi\s*\.\s*(get|post|put|patch|delete|request)\s*[<(]/;

/** The source files of a folder that call the api client, by path without extension (tests left out). */
export function apiCallers(folder: string): string[] {
  return (fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .filter((file) => API_CALL.test(fs.readFileSync(path.join(folder, file), 'utf8')))
    .map((file) =>
      file
        .split(path.sep)
        .join('/')
        .replace(/\.tsx?$/, ''),
    )
    .sort();
}

const isNoCall = (entry: ApiCase): entry is NoCallCase => 'noCall' in entry;
const isFactory = (entry: ApiCase): entry is ApiFactoryCase => 'factory' in entry;
const functionsOf = (object: object) =>
  Object.entries(object)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort();

interface RunnableCase {
  title: string;
  operations: string[];
  context?: ContractContext;
  call: (contract: ContractClient) => unknown;
}

/** Makes the calls; the document's verdict first (it explains a failure of the call), then the operations. */
async function runCase(document: OpenApiDocument, entry: RunnableCase): Promise<ContractClient> {
  const contract = contractClient(document, { context: entry.context ?? null });
  let failure: unknown = null;
  try {
    await entry.call(contract);
  } catch (error) {
    failure = error;
  }
  expect(contract.violations).toEqual([]);
  expect(contract.checked.map((call) => call.operation).sort()).toEqual([...entry.operations].sort());
  if (failure) throw failure;
  return contract;
}

function runnableCases(options: ApiContractOptions): RunnableCase[] {
  return Object.entries(options.cases).flatMap(([module, cases]) =>
    Object.entries(cases).flatMap(([name, entry]): RunnableCase[] => {
      if (isNoCall(entry)) return [];
      if (isFactory(entry))
        return Object.entries(entry.methods).flatMap(([method, methodCases]) =>
          ([] as ApiMethodCase<never>[]).concat(methodCases).map((methodCase, index, all) => ({
            title: `${module} ${name}().${method}${all.length > 1 ? ` #${index + 1}` : ''}`,
            operations: methodCase.operations,
            context: methodCase.context,
            call: (contract) => methodCase.call(entry.factory(contract.client) as never, contract),
          })),
        );
      return ([] as ApiCallCase[]).concat(entry).map((callCase, index, all) => ({
        title: `${module} ${name}${all.length > 1 ? ` #${index + 1}` : ''}`,
        operations: callCase.operations,
        context: callCase.context,
        call: (contract) => callCase.call(contract.client, contract),
      }));
    }),
  );
}

/**
 * A remote's api contract test: every exported function of its api modules called through contractClient, each
 * call matching the gateway's OpenAPI document; a function without a case fails, and so do a path the document
 * lacks and a body the gateway would refuse (the check itself is shown to bite).
 */
export function describeApiContract(title: string, options: ApiContractOptions): void {
  const document = options.document ?? loadGatewayOpenApi();
  const cases = runnableCases(options);

  describe(`${title}: api calls against the gateway's OpenAPI document ${document.info.version}`, () => {
    const { sources } = options;
    if (sources)
      it('covers every source file that calls the api client', () => {
        expect(apiCallers(sources).filter((file) => !(file in options.modules))).toEqual([]);
      });

    for (const [module, exports] of Object.entries(options.modules)) {
      it(`${module}: every exported function has a case`, () => {
        const given = options.cases[module] ?? {};
        const functions = functionsOf(exports);
        expect({
          withoutCase: functions.filter((name) => !(name in given)),
          notExported: Object.keys(given).filter((name) => !functions.includes(name)),
        }).toEqual({ withoutCase: [], notExported: [] });
        for (const [name, entry] of Object.entries(given)) {
          if (!isFactory(entry)) continue;
          const made = entry.factory(contractClient(document).client);
          expect({ [name]: functionsOf(made) }).toEqual({ [name]: Object.keys(entry.methods).sort() });
        }
      });
    }

    for (const entry of cases)
      it(`${entry.title}: ${entry.operations.length > 2 ? `${entry.operations.length} calls` : entry.operations.join(', ')}`, async () => {
        await runCase(document, entry);
      });

    it('refuses a call the document lacks', async () => {
      const contract = contractClient(document);
      await expect(contract.client.post('/v2/does-not-exist', { amount: 'ten' })).rejects.toThrow(
        'contract: POST /api/v2/does-not-exist: no operation of the document',
      );
      expect(contract.violations).toEqual([
        `POST /api/v2/does-not-exist: no operation of the document (${document.info.version}) has the path /api/v2/does-not-exist`,
      ]);
      expect(() => contract.verify()).toThrow('1 call(s) do not match');
    });

    // The first real call with a JSON body, sent again with one property the document does not have.
    const withBody = cases.find((entry) =>
      entry.operations.some((operation) => {
        const [method, template] = operation.split(' ') as [HttpMethod, string];
        return document.paths[template]?.[method.toLowerCase() as HttpMethod]?.requestBody;
      }),
    );
    if (withBody)
      it(`refuses a body the gateway would refuse (${withBody.title} with one property more)`, async () => {
        const recorded = await runCase(document, withBody);
        const sent = recorded.checked.find(
          (call) => typeof call.data === 'object' && call.data !== null && !Array.isArray(call.data),
        )!;
        const contract = contractClient(document, { context: withBody.context ?? null });
        const resent = contract.client.request({
          method: sent.method,
          url: sent.url.replace(/^\/api(?=\/)/, ''),
          params: sent.params,
          data: { ...(sent.data as object), notInTheDocument: true },
        });
        await expect(resent).rejects.toThrow('contract:');
        expect(contract.violations).toEqual([
          expect.stringContaining(`: body: must NOT have additional properties 'notInTheDocument'`),
        ]);
      });
  });
}
