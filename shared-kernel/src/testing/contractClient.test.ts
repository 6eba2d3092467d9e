import { contractClient, loadGatewayOpenApi, type OpenApiDocument } from './contractClient';
import { exampleOf } from './openapiCheck';

const UID = '11111111-1111-4111-8111-111111111111';
const uid = { type: 'string', minLength: 36, maxLength: 36 };

/** A document of a few operations in the gateway's style (gateway/src/openapi/generate.ts). */
const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'test gateway', version: '9.9.9' },
  paths: {
    '/api/v2/partnerships/{uid}/{part}/{decision}': {
      post: { parameters: [{ name: 'uid', in: 'path', required: true, schema: uid }] },
    },
    '/api/v2/partnerships/pending-approvals/{uid}/{decision}': {
      post: {
        parameters: [
          { name: 'uid', in: 'path', required: true, schema: uid },
          {
            name: 'decision',
            in: 'path',
            required: true,
            schema: { type: 'string', enum: ['approve', 'reject'] },
          },
          { name: 'x-partnership-uid', in: 'header', required: true, schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['uid', 'approvedBy', 'status'],
                  properties: {
                    uid: { type: 'string' },
                    approvedBy: { type: 'array', items: { type: 'string' } },
                    status: { type: 'string', enum: ['approval', 'accepted'] },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/v2/cash-accounts/{id}/payment-orders': {
      get: {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: uid },
          {
            name: 'status',
            in: 'query',
            schema: { type: 'array', items: { type: 'string', enum: ['draft', 'executed'] } },
          },
          { name: 'count', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { name: 'from', in: 'query', schema: { type: 'string', format: 'date' } },
          { name: 'draftsOnly', in: 'query', schema: { type: 'boolean' } },
        ],
      },
      post: {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: uid },
          {
            name: 'idempotency-key',
            in: 'header',
            required: false,
            schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['amount'],
                properties: {
                  amount: { type: 'number' },
                  note: { type: 'object', properties: { text: { type: 'string' } } },
                },
              },
            },
          },
        },
        responses: { '201': { content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/api/account-number-info': {
      get: { parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'string' } }] },
    },
    '/api/v3/auth/logout': { post: { responses: { '204': { description: 'No content' } } } },
    '/api/files/{file}/raw': {
      get: {
        responses: {
          '200': {
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
  } as OpenApiDocument['paths'],
};

/** The problems of one call (the call is expected to be refused when it has any). */
async function problemsOf(send: (api: ReturnType<typeof contractClient>['client']) => Promise<unknown>) {
  const contract = contractClient(document, { context: { uid: UID, type: 'partnership' } });
  await send(contract.client).catch(() => undefined);
  return contract.checked.map((call) => ({ operation: call.operation, problems: call.problems }));
}

describe('contractClient: which operation a call reaches', () => {
  it('takes the path as the api client sends it, under /api', async () => {
    expect(await problemsOf((api) => api.post('/v3/auth/logout'))).toEqual([
      { operation: 'POST /api/v3/auth/logout', problems: [] },
    ]);
    expect(await problemsOf((api) => api.post('/api/v3/auth/logout'))).toEqual([
      {
        operation: null,
        problems: ['no operation of the document (9.9.9) has the path /api/api/v3/auth/logout'],
      },
    ]);
  });

  it('prefers a literal segment to a parameter, as the gateway router does', async () => {
    expect(await problemsOf((api) => api.post(`/v2/partnerships/pending-approvals/${UID}/approve`))).toEqual([
      { operation: 'POST /api/v2/partnerships/pending-approvals/{uid}/{decision}', problems: [] },
    ]);
  });

  it('names the methods a path has when the call uses another', async () => {
    expect(await problemsOf((api) => api.delete(`/v2/cash-accounts/${UID}/payment-orders`))).toEqual([
      {
        operation: null,
        problems: ['/api/v2/cash-accounts/{id}/payment-orders has no DELETE operation (only GET, POST)'],
      },
    ]);
  });

  it('checks path parameters against their schemas', async () => {
    expect(await problemsOf((api) => api.post(`/v2/partnerships/pending-approvals/42/maybe`))).toEqual([
      {
        operation: 'POST /api/v2/partnerships/pending-approvals/{uid}/{decision}',
        problems: [
          'path uid: must NOT have fewer than 36 characters',
          'path decision: must be equal to one of the allowed values ["approve","reject"]',
        ],
      },
    ]);
  });
});

describe('contractClient: query, headers and body as the gateway reads them', () => {
  const orders = `/v2/cash-accounts/${UID}/payment-orders`;

  it('reads query texts as the declared types: numbers, booleans, a single value of a list', async () => {
    const checked = await problemsOf((api) =>
      api.get(orders, { params: { status: 'draft', count: 20, draftsOnly: false, from: '2026-11-24' } }),
    );
    expect(checked[0]!.problems).toEqual([]);
    expect(
      (await problemsOf((api) => api.get(orders, { params: { status: ['draft', 'executed'] } })))[0]!
        .problems,
    ).toEqual([]);
  });

  it('refuses a query the operation does not declare, or outside its schema, and a missing required one', async () => {
    const [bad] = await problemsOf((api) =>
      api.get(orders, {
        params: { status: ['open'], count: 500, from: '24.11.2026', draftsOnly: 1, page: 2 },
      }),
    );
    expect(bad!.problems).toEqual([
      'query page: not a parameter of the operation (it has status, count, from, draftsOnly)',
      'query status/0: must be equal to one of the allowed values ["draft","executed"]',
      'query count: must be <= 100',
      'query from: must match format "date"',
      'query draftsOnly: must be boolean',
    ]);
    expect((await problemsOf((api) => api.get('/account-number-info')))[0]!.problems).toEqual([
      'query id: required',
    ]);
  });

  it('checks a JSON body against the schema, closed as the gateway closes it', async () => {
    expect(
      (await problemsOf((api) => api.post(orders, { amount: 12.5, note: { text: 'rent' } })))[0]!.problems,
    ).toEqual([]);
    expect(
      (
        await problemsOf((api) =>
          api.post(orders, { amount: '12.50', note: { text: 'rent', tags: [] }, extra: 1 }),
        )
      )[0]!.problems,
    ).toEqual([
      "body: must NOT have additional properties 'extra'",
      'body/amount: must be number',
      "body/note: must NOT have additional properties 'tags'",
    ]);
    expect((await problemsOf((api) => api.post(orders)))[0]!.problems).toEqual([
      'body: the operation requires a JSON body, none was sent',
    ]);
    expect((await problemsOf((api) => api.post(orders, 'amount=12')))[0]!.problems).toEqual([
      'body: the operation takes application/json',
    ]);
  });

  it('refuses a body on an operation that takes none (an empty object carries nothing)', async () => {
    expect(
      (await problemsOf((api) => api.post('/v3/auth/logout', { everywhere: true })))[0]!.problems,
    ).toEqual(['body: the operation takes no body (the gateway would ignore it)']);
    expect((await problemsOf((api) => api.post('/v3/auth/logout', {})))[0]!.problems).toEqual([]);
  });

  it('checks the headers a call sets and requires the ones the operation requires', async () => {
    const [bad] = await problemsOf((api) =>
      api.post(orders, { amount: 1 }, { headers: { 'Idempotency-Key': 'not a key!' } }),
    );
    expect(bad!.problems).toEqual(['header idempotency-key: must match pattern "^[A-Za-z0-9_-]+$"']);
    // Made in the private context, the client sends no x-partnership-uid.
    const contract = contractClient(document);
    await contract.client.post(`/v2/partnerships/pending-approvals/${UID}/approve`).catch(() => undefined);
    expect(contract.violations).toEqual([
      `POST /api/v2/partnerships/pending-approvals/${UID}/approve: header x-partnership-uid: required`,
    ]);
  });
});

describe('contractClient: answers and failures', () => {
  it('answers an example of the success answer, or the reply the test states', async () => {
    const contract = contractClient(document, { context: { uid: UID, type: 'partnership' } });
    const decided = await contract.client.post(`/v2/partnerships/pending-approvals/${UID}/reject`);
    expect(decided).toMatchObject({ status: 200, data: { uid: '', approvedBy: [], status: 'approval' } });
    expect((await contract.client.post('/v3/auth/logout')).status).toBe(204);
    const file = await contract.client.get('/files/a.pdf/raw', { responseType: 'blob' });
    expect(file.data).toBeInstanceOf(Blob);
    contract.onceOn('post', `/api/v2/partnerships/pending-approvals/${UID}/approve`, { data: { uid: UID } });
    expect((await contract.client.post(`/v2/partnerships/pending-approvals/${UID}/approve`)).data).toEqual({
      uid: UID,
    });
    contract.reset();
    expect(contract.checked).toEqual([]);
    expect((await contract.client.post('/v3/auth/logout')).status).toBe(204);
  });

  it('rejects a call that breaks the document and keeps it listed when the caller swallows the error', async () => {
    const contract = contractClient(document);
    const swallowed = await contract.client.get('/v2/nothing-here').then(
      () => 'answered',
      () => 'failed',
    );
    expect(swallowed).toBe('failed');
    expect(contract.violations).toEqual([
      'GET /api/v2/nothing-here: no operation of the document (9.9.9) has the path /api/v2/nothing-here',
    ]);
    expect(() => contract.verify()).toThrow(
      "1 call(s) do not match the gateway's OpenAPI document 9.9.9:\n  GET /api/v2/nothing-here",
    );
  });

  it('builds small examples from schemas', () => {
    expect(
      exampleOf({
        type: 'object',
        required: ['a', 'b', 'c', 'd'],
        properties: {
          a: { type: ['string', 'null'], format: 'date' },
          b: { type: 'integer', minimum: 1 },
          c: { type: 'array', minItems: 1, items: { type: 'boolean' } },
          d: { oneOf: [{ const: 'x' }] },
          e: { type: 'string' },
        },
      }),
    ).toEqual({ a: '2026-01-01', b: 1, c: [false], d: 'x' });
  });
});

describe('loadGatewayOpenApi', () => {
  it("reads the workspace's gateway/openapi.json", () => {
    const gateway = loadGatewayOpenApi();
    expect(gateway.openapi).toMatch(/^3\./);
    expect(gateway.paths['/api/v3/auth/session']?.get).toBeDefined();
  });
});
