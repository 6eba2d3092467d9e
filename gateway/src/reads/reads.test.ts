/** POST /api/v3/reads: several GET reads in one request, each answered as its own GET would be. */
import { brotliDecompressSync } from 'node:zlib';
import { personaApp } from '../../test/persona-app';
import { ANNA, CLAIRE } from '../../test/personas';
import { MAX_READS } from '.';

const world = personaApp();

interface Answers {
  answers: { status: number; headers: Record<string, string>; body: string }[];
}

const readsAs = (email: string | null, reads: object[], headers: Record<string, string> = {}) =>
  world.call(email, 'POST', '/api/v3/reads', { payload: { reads }, headers });

describe('several reads in one request', () => {
  it('answers each read with the status, content type and body its own GET gives', async () => {
    const urls = [
      '/api/v2/profile',
      `/api/v2/agents/${world.persons[ANNA]}/accounts`,
      '/api/collections?names=dict',
    ];
    const batch = await readsAs(
      ANNA,
      urls.map((url) => ({ url, language: 'de' })),
    );
    expect(batch.statusCode).toBe(200);
    const { answers } = batch.json<Answers>();
    expect(answers).toHaveLength(urls.length);
    for (const [index, url] of urls.entries()) {
      const own = await world.call(ANNA, 'GET', url, { headers: { 'accept-language': 'de' } });
      expect(answers[index]!.status).toBe(own.statusCode);
      expect(answers[index]!.headers['content-type']).toBe(own.headers['content-type']);
      expect(JSON.parse(answers[index]!.body)).toEqual(own.json());
    }
  });

  it('reads each in its own language and partnership', async () => {
    const { answers } = (
      await readsAs(ANNA, [
        { url: '/api/collections?names=dict', language: 'fr' },
        { url: '/api/collections?names=dict', language: 'it' },
        { url: `/api/v2/partnerships/${world.baeckerei}/confirmations`, partnership: world.baeckerei },
      ])
    ).json<Answers>();
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ dict: { cardStatus: { frozen: 'Gelée' } } });
    expect(JSON.parse(answers[1]!.body)).toMatchObject({ dict: { cardStatus: { frozen: 'Congelata' } } });
    expect(answers[2]!.status).toBe(200);
  });

  it("needs a signed-in session, and keeps every read's own guard: partnership membership, other people's data", async () => {
    const anonymous = await readsAs(null, [{ url: '/api/collections?names=dict' }]);
    expect(anonymous.statusCode).toBe(401);
    const claire = (
      await readsAs(CLAIRE, [
        { url: `/api/v2/partnerships/${world.baeckerei}/confirmations`, partnership: world.baeckerei },
        { url: `/api/v2/agents/${world.persons[ANNA]}/accounts` },
      ])
    ).json<Answers>();
    expect(claire.answers[0]!.status).toBe(403);
    expect([403, 404]).toContain(claire.answers[1]!.status);
    expect(claire.answers[1]!.body).not.toContain('Privatkonto');
  });

  it('refuses to read the event stream, the auth calls and anything but a GET', async () => {
    const { answers } = (
      await readsAs(ANNA, [
        { url: '/api/dispatcher/events' },
        { url: '/api/v3/auth/session' },
        { url: '/api/v2/no-such-route' },
      ])
    ).json<Answers>();
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 404]);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ code: 'not_readable' });
    // The header that marks a read only restricts: the batch route itself is no read.
    const marked = await readsAs(ANNA, [{ url: '/api/v2/profile' }], { 'x-kontor-read': '1' });
    expect(marked.statusCode).toBe(400);
  });

  it.each([
    ['another host', { url: 'http://example.com/api/v2/profile' }],
    ['a path outside the api', { url: '/registry.json' }],
    ['itself', { url: '/api/v3/reads' }],
    ['a protocol-relative path', { url: '/api//example.com/x' }],
    ['an unknown language', { url: '/api/v2/profile', language: 'es' }],
    ['an unknown field', { url: '/api/v2/profile', method: 'DELETE' }],
  ])('refuses the whole request for %s (400, nothing read)', async (_name, read) => {
    const response = await readsAs(ANNA, [read]);
    expect(response.statusCode).toBe(400);
  });

  it(`refuses more than ${MAX_READS} reads, the same read twice and an empty list`, async () => {
    const many = Array.from({ length: MAX_READS + 1 }, (_, index) => ({
      url: `/api/collections?names=dict&n=${index}`,
    }));
    expect((await readsAs(ANNA, many)).statusCode).toBe(400);
    expect((await readsAs(ANNA, many.slice(0, MAX_READS))).statusCode).toBe(200);
    const twice = [{ url: '/api/v2/profile' }, { url: '/api/v2/profile' }];
    expect((await readsAs(ANNA, twice)).statusCode).toBe(400);
    expect((await readsAs(ANNA, [])).statusCode).toBe(400);
  });

  it('answers compressed as the client accepts, and no read sets a cookie', async () => {
    const reads = [{ url: '/api/collections?names=webapp,app,dict' }, { url: '/api/v2/profile' }];
    const response = await readsAs(ANNA, reads, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['set-cookie']).toBeUndefined();
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as Answers;
    expect(body.answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(body.answers.every((answer) => !('set-cookie' in answer.headers))).toBe(true);
  });
});
