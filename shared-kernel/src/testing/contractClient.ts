/**
 * Contract tests gate a remote's release (issue 27 item 3, docs/deploying.md): a remote deploys on its own, so
 * its own jest run makes every call of its api modules through `contractClient`, which holds each one against the
 * gateway's OpenAPI document (openapiCheck.ts) and answers with a stub. A remote that needs an operation the
 * gateway lacks, or sends a query or body the gateway would refuse, fails its tests before it ships.
 * `describeApiContract` (apiContract.ts) is that test.
 */
import path from 'node:path';
import fs from 'node:fs';
import { createApiClient } from '../api/axiosClient';
import { HttpError } from '../api/httpError';
import { withQuery, type Transport, type TransportClient } from '../api/http';
import type { HttpMethod } from '../api/types';
import type { Context } from '../domain/entities';
import { createMockApi, type MockApi } from './mockApi';
import { createOpenApiChecker, type OpenApiDocument } from './openapiCheck';

export type { OpenApiDocument } from './openapiCheck';

/** Where a release points its contract tests at the gateway version it targets (docs/deploying.md). */
const GATEWAY_OPENAPI_VARIABLE = 'KONTOR_GATEWAY_OPENAPI';

/**
 * The gateway's OpenAPI document: the file KONTOR_GATEWAY_OPENAPI names, else the workspace's
 * gateway/openapi.json (the repository holds the gateway beside the remotes).
 */
export function loadGatewayOpenApi(
  file = process.env[GATEWAY_OPENAPI_VARIABLE] || path.resolve(__dirname, '../../../gateway/openapi.json'),
): OpenApiDocument {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
}

export type ContractContext = Pick<Context, 'uid' | 'type'>;

/** One call as the gateway would receive it, with the operation it reaches and what is wrong with it. */
export interface ContractCall {
  method: HttpMethod;
  /** The full path, e.g. /api/v2/profile. */
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: Record<string, string>;
  /** `GET /api/v2/cash-accounts/{id}/payment-orders`; null when the document has no such operation. */
  operation: string | null;
  problems: string[];
}

export interface ContractClientOptions {
  /** The context the calls are made in: outside private, the client sends x-partnership-uid. Default private. */
  context?: ContractContext | null;
}

/**
 * A mock api (state replies with `on` / `onceOn` as in createMockApi) whose every call is checked against the
 * document first. A call that breaks it is rejected (a 501 naming the call and its problems) and stays listed
 * in `violations`, so a function that catches its errors cannot hide it; a call without a stated reply is
 * answered with an example of the operation's success answer.
 */
export interface ContractClient extends MockApi {
  readonly document: OpenApiDocument;
  /** Every call, checked, in the order made. */
  readonly checked: ContractCall[];
  /** Each problem of every call so far, named by the call: `POST /api/v2/x?y=1: body/amount: must be number`. */
  readonly violations: string[];
  /** Throws when any call so far broke the document, naming each. */
  verify(): void;
  /** The context later calls are made in (as the host's client follows the session's context). */
  actIn(context: ContractContext | null): void;
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** The real api client (the gateway's headers, the error catalogue on a silent bus) on a checking transport. */
export function contractClient(
  document: OpenApiDocument,
  options: ContractClientOptions = {},
): ContractClient {
  const checker = createOpenApiChecker(document);
  const checked: ContractCall[] = [];
  let context = options.context ?? null;
  const client = createApiClient({
    env: 'local',
    getLanguage: () => 'en',
    getContext: () => context,
    bus: { alert: () => undefined },
    onUnauthorized: () => undefined,
  });
  const mock = createMockApi(client);
  const answer = (mock.client as TransportClient).transport;
  const fallbacks = () => {
    for (const method of METHODS)
      mock.on(method, /^/, (request) => checker.exampleReply(request.method, request.url));
  };
  fallbacks();

  const nameOf = (call: Pick<ContractCall, 'method' | 'url' | 'params'>) =>
    `${call.method.toUpperCase()} ${withQuery(call.url, call.params)}`;

  const checking: Transport = async (sent) => {
    const path = sent.url.split('?')[0] ?? '';
    const { operation, problems } = checker.check({ ...sent, url: path });
    const call: ContractCall = {
      method: sent.method,
      url: path,
      params: sent.params,
      data: sent.data === undefined ? undefined : JSON.parse(JSON.stringify(sent.data)),
      headers: { ...sent.headers },
      operation,
      problems,
    };
    checked.push(call);
    if (problems.length > 0) {
      const message = `contract: ${nameOf(call)}: ${problems.join('; ')}`;
      throw new HttpError(
        message,
        'ERR_BAD_RESPONSE',
        { method: sent.method, url: path },
        {
          status: 501,
          data: { code: 'contract_violation', message },
          headers: {},
        },
      );
    }
    return answer(sent);
  };
  (mock.client as TransportClient).transport = checking;

  const contract: ContractClient = {
    ...mock,
    document,
    checked,
    get violations() {
      return checked.flatMap((call) => call.problems.map((problem) => `${nameOf(call)}: ${problem}`));
    },
    verify() {
      const violations = contract.violations;
      if (violations.length > 0)
        throw new Error(
          `${violations.length} call(s) do not match the gateway's OpenAPI document ${document.info.version}:\n  ${violations.join('\n  ')}`,
        );
    },
    actIn(next) {
      context = next;
    },
    reset() {
      mock.reset();
      checked.length = 0;
      fallbacks();
    },
  };
  return contract;
}
