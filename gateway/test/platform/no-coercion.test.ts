/**
 * Issue 10 item 5: request bodies are refused, never coerced. The probe found `{"noteText":12345}` stored as
 * "12345", `"amountValue": true` booking 0.01 and `{"accountName":["x"]}` creating account "x".
 * - Over every write route: each field of its body schema (nested objects too) sent as a value of another JSON
 *   type that a coercing validator would turn into the declared one (12345 for a string, "12" or true for a
 *   number, "true" for a boolean, ["x"] for a scalar, a scalar for an array) is refused with a field error
 *   naming that field, and nothing is written.
 * - On routes whose result can be read back: well-typed values of every shape (any text, blanks, digits, numbers
 *   at the bounds) are stored exactly as sent, or the request is refused and nothing changes.
 * Runs on PGlite and PostgreSQL (KONTOR_TEST_DB=postgres).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { RegisteredRoute } from '../../src/http/route';
import {
  createTestApp,
  loginAs,
  loginProspect,
  SANDBOX_OPERATOR_HEADERS,
  WEB_HEADERS,
  type TestApp,
} from '../helpers';
import { rowCounts, wellFormedUrl, writeRoutesOf } from '../write-routes';
import { ANNA, BAECKEREI, PAUL, partnershipUid, personUid } from '../personas';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

let t: TestApp;
let writeRoutes: RegisteredRoute[];
let cookie: string;
/** Paul's pin session: the application's routes are a prospect's own. */
let prospectCookie: string;
let baeckerei: string;
let anna: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ANNA);
  prospectCookie = await loginProspect(t.app, PAUL);
  baeckerei = await partnershipUid(t.db, BAECKEREI);
  anna = await personUid(t.db, ANNA);
  writeRoutes = writeRoutesOf(t.app);
});
afterAll(() => t.close());

const typesOf = (schema: Schema | undefined) => ([] as string[]).concat(schema?.type ?? []);

/** The JSON types a value has ("integer" is also a "number"). */
function jsonTypes(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

/**
 * Values a coercing validator (ajv coerceTypes: 'array') would turn into one of `types`, though their own JSON
 * type is none of them.
 */
function coercibleFor(types: string[]): fc.Arbitrary<unknown> | null {
  const candidates: fc.Arbitrary<unknown>[] = [];
  if (types.includes('string'))
    candidates.push(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean());
  if (types.includes('number') || types.includes('integer'))
    candidates.push(
      fc.integer({ min: 1, max: 10_000 }).map(String),
      fc.constantFrom('0', '1.5', '12', ''),
      fc.boolean(),
      fc.constant(null),
    );
  if (types.includes('boolean')) candidates.push(fc.constantFrom('true', 'false', 1, 0, '', null));
  if (types.includes('array')) candidates.push(fc.constantFrom('x', 1, true));
  if (types.some((type) => ['string', 'number', 'integer', 'boolean'].includes(type)))
    candidates.push(fc.constantFrom(['x'], [1], [true], ['12']));
  if (candidates.length === 0) return null;
  return fc.oneof(...candidates).filter((value) => !jsonTypes(value).some((type) => types.includes(type)));
}

/** Every field of a body schema with the path its field error names ("communication.nickName"). */
function fieldsOf(schema: Schema, prefix: string[] = []): { path: string[]; schema: Schema }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = [...prefix, name];
    const nested =
      typesOf(property).join() === 'object' && property.properties ? fieldsOf(property, path) : [];
    return [{ path, schema: property }, ...nested];
  });
}

const bodyWith = (path: string[], value: unknown): unknown =>
  path.reduceRight<unknown>((inner, name) => ({ [name]: inner }), value);

const ZERO_UID = '00000000-0000-4000-8000-000000000000';

function headersFor(route: RegisteredRoute): Record<string, string> {
  return {
    ...WEB_HEADERS,
    cookie: route.family === 'onboarding.application' ? prospectCookie : cookie,
    'content-type': 'application/json',
    ...(route.context === 'private' ? {} : { 'x-partnership-uid': baeckerei }),
    ...(route.family === 'sandbox' ? SANDBOX_OPERATOR_HEADERS : {}),
  };
}

function expectRefusedNaming(response: LightMyRequestResponse, field: string, label: string): void {
  const body =
    response.statusCode === 400 ? response.json<{ name?: string; data?: { field: string }[] }>() : null;
  const named = body?.name === 'ValidationError' && body.data?.some((entry) => entry.field === field);
  if (!named)
    throw new Error(
      `${label}: expected 400 naming ${field}, got ${response.statusCode} ${response.body.slice(0, 300)}`,
    );
}

it('every field of every write route refuses a value of another type instead of coercing it, and writes nothing', async () => {
  const before = await rowCounts(t.db);
  const checked = new Set<string>();
  for (const route of writeRoutes) {
    const body = route.schema?.body as Schema | undefined;
    if (!body || typesOf(body).join() !== 'object') continue;
    const fields = fieldsOf(body)
      .map(({ path, schema }) => ({ path, wrong: coercibleFor(typesOf(schema)) }))
      .filter((field): field is { path: string[]; wrong: fc.Arbitrary<unknown> } => field.wrong !== null);
    if (fields.length === 0) continue;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields).chain(({ path, wrong }) => wrong.map((value) => ({ path, value }))),
        async ({ path, value }) => {
          // A partnership in the path is the context's, so the route's permission lets Anna through to validation.
          const url = wellFormedUrl(route, ZERO_UID).replace(
            `/partnerships/${ZERO_UID}`,
            `/partnerships/${baeckerei}`,
          );
          const payload = bodyWith(path, value);
          const response = await t.app.inject({
            method: route.method,
            url,
            headers: headersFor(route),
            payload: JSON.stringify(payload),
          });
          checked.add(`${route.method} ${route.url} ${path.join('.')}`);
          expectRefusedNaming(
            response,
            path.join('.'),
            `${route.method} ${route.url} ${JSON.stringify(payload)}`,
          );
        },
      ),
      { numRuns: Math.min(40, fields.length * 6) },
    );
  }
  expect(checked.size).toBeGreaterThan(40);
  expect(await rowCounts(t.db)).toEqual(before);
});

/** Text of every kind: any code point (lone surrogates and NUL are refused), blanks, digits, JSON words. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength: Math.min(maxLength, 20) }),
    fc.constantFrom(' ', '  padded  ', '0012', '1e3', 'true', 'null', '12345', '\t\n', 'Zürich – Café ✓'),
  );

/** A call that was either refused (spec 4xx) or answered 2xx; a 5xx fails the property. */
function accepted(response: LightMyRequestResponse, label: string): boolean {
  if (response.statusCode >= 200 && response.statusCode < 300) return true;
  if (response.statusCode >= 400 && response.statusCode < 500) return false;
  throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
}

it('a receipt stores the note, tags and mentions exactly as sent, or refuses them and keeps what it had', async () => {
  const [booking] = (
    await t.db
      .selectFrom('transactions as tr')
      .innerJoin('cash_accounts as ca', 'ca.uid', 'tr.cash_account_uid')
      .select('tr.uid')
      .where('ca.owner_uid', '=', anna)
      .where('ca.account_name', '=', 'Privatkonto')
      .limit(1)
      .execute()
  ).map((row) => row.uid);
  const stored = async () =>
    (await t.db
      .selectFrom('transaction_receipts')
      .select(['note_text', 'tags', 'mentions'])
      .where('transaction_uid', '=', booking!)
      .executeTakeFirst()) ?? null;
  await fc.assert(
    fc.asyncProperty(
      fc.record(
        {
          noteText: fc.option(anyText(520), { nil: null }),
          tags: fc.array(
            anyText(42).map((text) => `#${text}`),
            { maxLength: 3 },
          ),
          mentions: fc.array(
            anyText(62).map((text) => `@${text}`),
            { maxLength: 3 },
          ),
        },
        { requiredKeys: [] },
      ),
      async (sent) => {
        const before = await stored();
        const response = await t.app.inject({
          method: 'PATCH',
          url: `/api/v2/transactions/${booking}/receipt`,
          headers: { ...WEB_HEADERS, cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(sent),
        });
        const after = await stored();
        if (!accepted(response, JSON.stringify(sent))) {
          expect(after).toEqual(before);
          return;
        }
        expect(after).toEqual({
          note_text: sent.noteText !== undefined ? sent.noteText : (before?.note_text ?? null),
          tags: sent.tags ?? before?.tags ?? [],
          mentions: sent.mentions ?? before?.mentions ?? [],
        });
      },
    ),
    { numRuns: 60 },
  );
});

it('the profile stores the nick name, flags and theme exactly as sent, or refuses them', async () => {
  const stored = () =>
    t.db
      .selectFrom('profiles')
      .select(['nick_name', 'no_advertisements', 'theme'])
      .where('person_uid', '=', anna)
      .executeTakeFirstOrThrow();
  await fc.assert(
    fc.asyncProperty(
      fc.record(
        {
          communication: fc.record(
            { nickName: fc.option(anyText(44), { nil: null }), noAdvertisements: fc.boolean() },
            { requiredKeys: [] },
          ),
          theme: fc.constantFrom('dark', 'light'),
        },
        { requiredKeys: [] },
      ),
      async (sent) => {
        const before = await stored();
        const response = await t.app.inject({
          method: 'PATCH',
          url: '/api/v2/profile',
          headers: { ...WEB_HEADERS, cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(sent),
        });
        const after = await stored();
        if (!accepted(response, JSON.stringify(sent))) {
          expect(after).toEqual(before);
          return;
        }
        const communication = sent.communication ?? {};
        expect(after).toEqual({
          nick_name: 'nickName' in communication ? (communication.nickName ?? null) : before.nick_name,
          no_advertisements: communication.noAdvertisements ?? before.no_advertisements,
          theme: sent.theme ?? before.theme,
        });
      },
    ),
    { numRuns: 60 },
  );
});

it('a sandbox clearing booking stores its amount and names exactly as sent, or refuses them', async () => {
  const account = await t.db
    .selectFrom('cash_accounts')
    .select(['iban', 'currency'])
    .where('owner_uid', '=', anna)
    .where('account_name', '=', 'Privatkonto')
    .executeTakeFirstOrThrow();
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        amountValue: fc.oneof(
          fc.integer({ min: 1, max: 10_000_000_000 }),
          fc.constantFrom(1, 10_000_000_000, 10_000_000_001, 0, -1, 1.5, 2 ** 53 - 1),
        ),
        counterpartyName: anyText(72),
        bookingText: anyText(142),
      }),
      async ({ amountValue, counterpartyName, bookingText }) => {
        const sent = {
          iban: account.iban,
          direction: 'credit',
          amountValue,
          currency: account.currency,
          counterpartyName,
          bookingText,
        };
        const before = await rowCounts(t.db);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/sandbox/bookings',
          headers: { ...SANDBOX_OPERATOR_HEADERS, 'content-type': 'application/json' },
          payload: JSON.stringify(sent),
        });
        if (!accepted(response, JSON.stringify(sent))) {
          expect(await rowCounts(t.db)).toEqual(before);
          return;
        }
        const booked = await t.db
          .selectFrom('transactions')
          .select(['amount_value', 'counterparty_name', 'booking_text', 'currency'])
          .where('uid', '=', response.json<{ uid: string }>().uid)
          .executeTakeFirstOrThrow();
        expect({ ...booked, amount_value: String(booked.amount_value) }).toEqual({
          amount_value: String(amountValue),
          counterparty_name: counterpartyName,
          booking_text: bookingText,
          currency: account.currency,
        });
      },
    ),
    { numRuns: 40 },
  );
});
