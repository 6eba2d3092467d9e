import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { validateValues } from '../../forms/validation';
import { paymentOrderBodySchema, paymentOrderFormSchema } from './schema';

const form = paymentOrderFormSchema({
  ownerType: 'person',
  currencies: ['CHF', 'EUR'],
  categories: ['general', 'suppliers'],
  minDate: '2026-11-23',
  maxDate: '2027-11-23',
});
const body = paymentOrderBodySchema(form);
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv, { keywords: true });
const validateBody = ajv.compile(body);

const valid = {
  beneficiary: { name: 'Müller Mehl AG', iban: 'CH9300762011623852957' },
  amount: 1250.5,
  currency: 'CHF',
  paymentTime: '2026-11-24',
  recurrence: 'single',
  category: 'general',
  accountUid: '7d0b8b0e-3c1f-4a53-9d0e-2b5f1a9c4e11',
  customerTransactionId: '6c4b1a52-0f4e-4d8e-9a55-0f6a7c3e2b10',
  isDraftPO: false,
};

describe('the payment-order schema', () => {
  it('the body schema carries every form field unchanged', () => {
    const properties = body.properties as Record<string, unknown>;
    for (const [key, field] of Object.entries(form.properties)) {
      if (key === 'beneficiary') continue;
      expect(properties[key]).toEqual(field);
    }
    const beneficiary = (properties.beneficiary as { properties: Record<string, unknown> }).properties;
    for (const [key, field] of Object.entries(form.properties.beneficiary!.properties!))
      expect(beneficiary[key]).toEqual(field);
  });

  it('accepts a valid body', () => {
    expect(validateBody(valid)).toBe(true);
    // Issue 28: a standing order's optional last payment date (its rule is validation.ts's).
    expect(validateBody({ ...valid, recurrence: 'monthly', recurrenceEndDate: '2027-03-31' })).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an amount above the limit', { amount: 100_000.01 }, 'maximum'],
    ['a zero amount', { amount: 0 }, 'minimum'],
    ['an amount as text', { amount: '12.50' }, 'type'],
    ['a date before today', { paymentTime: '2026-11-22' }, 'formatMinimum'],
    ['a date beyond the window', { paymentTime: '2027-11-24' }, 'formatMaximum'],
    ['an unknown recurrence', { recurrence: 'daily' }, 'enum'],
    ['a last payment date that is no date', { recurrenceEndDate: '31.03.2027' }, 'format'],
    ['an unknown property', { surprise: true }, 'additionalProperties'],
    ['a masked IBAN', { beneficiary: { name: 'A', iban: 'CH93 0076 2011 6238 5295 7' } }, 'pattern'],
    ['six attachments', { attachedFileUids: Array.from({ length: 6 }, () => valid.accountUid) }, 'maxItems'],
    ['a control character', { paymentReason: 'a\u0007b' }, 'pattern'],
  ])('refuses %s', (_label, change, keyword) => {
    expect(validateBody({ ...valid, ...change })).toBe(false);
    expect(validateBody.errors?.map((error) => error.keyword)).toContain(keyword);
  });

  it('drives the form kit: required, bounds and enum messages', () => {
    const errors = validateValues(form, { beneficiary: { name: '' }, amount: 200_000, recurrence: 'single' });
    expect(errors).toMatchObject({
      beneficiary: { name: 'webapp.ui.form.required' },
      amount: { key: 'webapp.ui.form.number_max' },
    });
  });
});
