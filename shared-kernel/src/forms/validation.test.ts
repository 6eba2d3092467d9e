import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { FORM_ERROR } from 'final-form';
import { httpError } from '../testing';
import type { FormSchema } from './schema';
import { toSubmitErrors } from './submitErrors';
import {
  hasMissingRequired,
  hasPatternFailure,
  isSubmitBlocked,
  prepareValues,
  validateValues,
} from './validation';

const schema: FormSchema = {
  type: 'object',
  required: ['name', 'amount', 'address', 'currency'],
  properties: {
    name: { type: 'string', maxLength: 10 },
    iban: { type: 'string', pattern: '^[A-Z]{2}[0-9]{2}' },
    amount: { type: 'number', minimum: 0.01, maximum: 1000 },
    cards: { type: 'integer', minimum: 1 },
    currency: { type: 'string', enum: ['CHF', 'EUR'] },
    executionDate: {
      type: 'string',
      format: 'date',
      formatMinimum: '2026-11-23',
      formatMaximum: '2027-11-23',
    },
    address: {
      type: 'object',
      required: ['city'],
      properties: { street: { type: 'string', minLength: 2 }, city: { type: 'string' } },
    },
  },
};

const valid = { name: 'Anna', amount: 12.5, currency: 'CHF', address: { city: 'Bern' } };

describe('validateValues (spec §5 generic schema-driven fields)', () => {
  it('accepts valid values', () => {
    expect(validateValues(schema, valid)).toEqual({});
  });

  it.each([
    ['required text empty', { ...valid, name: '  ' }, 'name', 'webapp.ui.form.required'],
    ['required enum empty', { ...valid, currency: '' }, 'currency', 'webapp.ui.form.please_select'],
    ['enum outside the list', { ...valid, currency: 'USD' }, 'currency', 'webapp.ui.form.please_select'],
    ['pattern on non-empty text', { ...valid, iban: 'x1' }, 'iban', 'webapp.ui.form.invalid_input'],
    [
      'maxLength',
      { ...valid, name: 'Anna Meier-Huber' },
      'name',
      { key: 'webapp.ui.form.max_length', values: { limit: 10 } },
    ],
    [
      'minimum',
      { ...valid, amount: 0 },
      'amount',
      { key: 'webapp.ui.form.number_min', values: { limit: 0.01 } },
    ],
    [
      'maximum',
      { ...valid, amount: 1000.01 },
      'amount',
      { key: 'webapp.ui.form.number_max', values: { limit: 1000 } },
    ],
    ['text in a number field', { ...valid, amount: '12a' }, 'amount', 'webapp.ui.form.numbers_only'],
    [
      'fraction in an integer field (step 1)',
      { ...valid, cards: 1.5 },
      'cards',
      'webapp.ui.form.invalid_input',
    ],
    [
      'date before minimum',
      { ...valid, executionDate: '2026-11-20' },
      'executionDate',
      { key: 'webapp.ui.form.date_min', values: { limit: '23.11.2026' } },
    ],
    [
      'date after maximum',
      { ...valid, executionDate: '2027-12-01' },
      'executionDate',
      { key: 'webapp.ui.form.date_max', values: { limit: '23.11.2027' } },
    ],
    [
      'required property of a required object',
      { ...valid, address: {} },
      'address.city',
      'webapp.ui.form.required',
    ],
    [
      'required object missing entirely',
      { name: 'Anna', amount: 1, currency: 'CHF' },
      'address.city',
      'webapp.ui.form.required',
    ],
    [
      'minLength inside an object',
      { ...valid, address: { city: 'Bern', street: 'A' } },
      'address.street',
      { key: 'webapp.ui.form.min_length', values: { limit: 2 } },
    ],
  ])('%s', (_label, values, field, message) => {
    const errors = validateValues(schema, values);
    const [head, tail] = field.split('.');
    const found = tail ? (errors[head!] as Record<string, unknown>)[tail] : errors[head!];
    expect(found).toEqual(message);
  });

  it('checks patterns only on non-empty strings', () => {
    expect(validateValues(schema, { ...valid, iban: '' })).toEqual({});
    expect(hasPatternFailure(schema, { ...valid, iban: '' })).toBe(false);
    expect(hasPatternFailure(schema, { ...valid, iban: 'ch' })).toBe(true);
    expect(hasPatternFailure(schema, { ...valid, iban: 'CH93' })).toBe(false);
  });
});

describe('isSubmitBlocked', () => {
  it('blocks while a required field is empty, recursing into required objects', () => {
    expect(hasMissingRequired(schema, valid)).toBe(false);
    expect(hasMissingRequired(schema, { ...valid, address: { street: 'Gasse 1' } })).toBe(true);
    expect(hasMissingRequired(schema, { ...valid, name: '' })).toBe(true);
  });

  it('blocks while submitting or while a pattern fails', () => {
    expect(isSubmitBlocked(schema, valid)).toBe(false);
    expect(isSubmitBlocked(schema, valid, true)).toBe(true);
    expect(isSubmitBlocked(schema, { ...valid, iban: '12' })).toBe(true);
  });
});

describe('toSubmitErrors (spec §8 Form submit)', () => {
  it('puts a 400 ValidationError data list on the fields', () => {
    const error = httpError(400, {
      name: 'ValidationError',
      message: 'invalid',
      data: [
        { field: 'iban', code: 'invalid_creditor_iban', message: 'IBAN unknown' },
        { field: 'address.city', code: 'required' },
      ],
    });
    expect(toSubmitErrors(error)).toEqual({
      iban: { text: 'IBAN unknown' },
      address: { city: { text: 'required' } },
    });
  });

  it('shows a 400 code and message for the form, anything else as app.error.general', () => {
    expect(toSubmitErrors(httpError(400, { code: 'limit', message: 'Over the limit' }))).toEqual({
      [FORM_ERROR]: { text: 'Over the limit' },
    });
    expect(toSubmitErrors(httpError(500, {}))).toEqual({
      [FORM_ERROR]: 'app.error.general',
    });
    expect(toSubmitErrors(httpError(422, { code: 'not_found', message: 'x' }))).toEqual({
      [FORM_ERROR]: 'app.error.general',
    });
    expect(toSubmitErrors(new Error('network'))).toEqual({ [FORM_ERROR]: 'app.error.general' });
  });
});

describe('validateValues agrees with ajv on the form subset (the browser checks without compiling code)', () => {
  // ajv runs here, in the test only: the app's CSP forbids the code ajv's compiler generates.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv, { keywords: true });
  const ajvValidate = ajv.compile(schema);
  const ajvFields = (values: unknown): string[] => {
    if (ajvValidate(prepareValues(schema, values))) return [];
    const fields = (ajvValidate.errors ?? [])
      .filter((error) => error.keyword !== 'additionalProperties')
      .map((error) =>
        [
          ...error.instancePath.split('/').filter(Boolean),
          ...(error.keyword === 'required' ? [String(error.params.missingProperty)] : []),
        ].join('.'),
      );
    return [...new Set(fields)].sort();
  };
  const ownFields = (values: unknown): string[] => {
    const fields: string[] = [];
    const walk = (errors: Record<string, unknown>, prefix: string) => {
      for (const [key, value] of Object.entries(errors)) {
        const name = prefix ? `${prefix}.${key}` : key;
        if (value && typeof value === 'object' && !('key' in value))
          walk(value as Record<string, unknown>, name);
        else fields.push(name);
      }
    };
    walk(validateValues(schema, values), '');
    return fields.sort();
  };

  it('flags the same fields for any values', () => {
    const anyValue = fc.oneof(
      fc.constant(undefined),
      fc.constant(''),
      fc.string({ maxLength: 14 }),
      fc.constantFrom('CHF', 'EUR', 'USD', '2026-11-22', '2026-11-23', '2027-11-24', '2026-02-30', 'DE12x'),
      fc.double({ min: -5, max: 2000 }),
      fc.integer({ min: -5, max: 2000 }),
      fc.constant(Number.NaN),
      fc.boolean(),
    );
    const values = fc.record(
      {
        name: anyValue,
        iban: anyValue,
        amount: anyValue,
        cards: anyValue,
        currency: anyValue,
        executionDate: anyValue,
        address: fc.oneof(fc.constant(undefined), fc.record({ street: anyValue, city: anyValue })),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(values, (candidate) => {
        expect(ownFields(candidate)).toEqual(ajvFields(candidate));
      }),
      { numRuns: 500 },
    );
  });
});
