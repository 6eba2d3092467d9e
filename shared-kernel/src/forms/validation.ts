import { getIn, setIn } from 'final-form';
import type { Message } from 'shared-kernel/ui';
import { formatDisplayDate } from '../widgets/bankingDays';
import { FORM_MESSAGES } from './messages';
import type { FieldSchema, FormSchema, FormValues } from './schema';

export type FormErrors = Record<string, unknown>;

/**
 * One schema violation, shaped like ajv's ErrorObject (keyword, instancePath, params, data), so the messages
 * read the same as the gateway's ajv answers.
 */
interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  /** The offending value: tells the browser's bad input (NaN) from text in a number field. */
  data: unknown;
}

/** yyyy-MM-dd of a real calendar day (JSON schema `format: date`, full-date of RFC 3339). */
function isFullDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function hasType(type: NonNullable<FieldSchema['type']>, value: unknown): boolean {
  switch (type) {
    case 'string':
    case 'boolean':
      return typeof value === type;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

/**
 * Checks a value against the form kit's JSON-schema subset (./schema.ts) as JSON Schema (draft 7, ajv with
 * ajv-formats' date bounds) does, without compiling code: the app runs under a CSP without 'unsafe-eval'
 * (docs/security.md), which rules out ajv's compiler in the browser. Every error is reported (allErrors);
 * the gateway checks the same body with ajv.
 */
function schemaErrors(schema: FieldSchema, value: unknown, path = ''): SchemaError[] {
  const error = (keyword: string, params: Record<string, unknown> = {}): SchemaError => ({
    keyword,
    instancePath: path,
    params,
    data: value,
  });
  if (schema.type && !hasType(schema.type, value)) return [error('type', { type: schema.type })];
  const errors: SchemaError[] = [];
  if (schema.enum && !schema.enum.includes(value as string | number))
    errors.push(error('enum', { allowedValues: schema.enum }));
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength)
      errors.push(error('minLength', { limit: schema.minLength }));
    if (schema.maxLength !== undefined && length > schema.maxLength)
      errors.push(error('maxLength', { limit: schema.maxLength }));
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
      errors.push(error('pattern', { pattern: schema.pattern }));
    if (schema.format === 'date') {
      if (!isFullDate(value)) errors.push(error('format', { format: 'date' }));
      else {
        if (schema.formatMinimum !== undefined && value < schema.formatMinimum)
          errors.push(error('formatMinimum', { limit: schema.formatMinimum }));
        if (schema.formatMaximum !== undefined && value > schema.formatMaximum)
          errors.push(error('formatMaximum', { limit: schema.formatMaximum }));
      }
    }
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      errors.push(error('minimum', { limit: schema.minimum }));
    if (schema.maximum !== undefined && value > schema.maximum)
      errors.push(error('maximum', { limit: schema.maximum }));
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? [])
      if (record[name] === undefined) errors.push(error('required', { missingProperty: name }));
    for (const [name, child] of Object.entries(schema.properties ?? {}))
      if (record[name] !== undefined)
        errors.push(
          ...schemaErrors(child, record[name], `${path}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`),
        );
    if (schema.additionalProperties === false)
      for (const name of Object.keys(record))
        if (!(name in (schema.properties ?? {})))
          errors.push(error('additionalProperties', { additionalProperty: name }));
  }
  return errors;
}

/** Empty as a mandatory field sees it: missing, null, blank text, or an object missing a required part. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The values as ajv should see them: empty strings and nulls dropped (so `required` catches them and
 * patterns only run on non-empty strings, spec §5), required sub-objects present so their own required
 * properties are reported field by field.
 */
export function prepareValues(schema: FieldSchema, values: unknown): unknown {
  if (schema.type !== 'object' || !schema.properties) return isEmptyValue(values) ? undefined : values;
  const source = (values && typeof values === 'object' ? values : {}) as FormValues;
  const result: FormValues = {};
  for (const [key, value] of Object.entries(source)) {
    if (!(key in schema.properties) && !isEmptyValue(value)) result[key] = value;
  }
  for (const [key, child] of Object.entries(schema.properties)) {
    const prepared = prepareValues(child, source[key]);
    const required = schema.required?.includes(key) ?? false;
    if (child.type === 'object') {
      const hasContent = prepared && Object.keys(prepared as object).length > 0;
      if (required || hasContent) result[key] = prepared;
    } else if (prepared !== undefined) result[key] = prepared;
  }
  return result;
}

function schemaAt(schema: FieldSchema, path: string[]): FieldSchema | undefined {
  let current: FieldSchema | undefined = schema;
  for (const part of path) current = current?.properties?.[part];
  return current;
}

function messageFor(error: SchemaError, field: FieldSchema | undefined): Message {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return field?.enum ? FORM_MESSAGES.pleaseSelect : FORM_MESSAGES.required;
    case 'enum':
      return FORM_MESSAGES.pleaseSelect;
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: FORM_MESSAGES.numberMin, values: { limit: Number(params.limit) } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: FORM_MESSAGES.numberMax, values: { limit: Number(params.limit) } };
    case 'formatMinimum':
    case 'formatExclusiveMinimum':
      return { key: FORM_MESSAGES.dateMin, values: { limit: formatDisplayDate(String(params.limit)) } };
    case 'formatMaximum':
    case 'formatExclusiveMaximum':
      return { key: FORM_MESSAGES.dateMax, values: { limit: formatDisplayDate(String(params.limit)) } };
    case 'minLength':
      return { key: FORM_MESSAGES.minLength, values: { limit: Number(params.limit) } };
    case 'maxLength':
      return { key: FORM_MESSAGES.maxLength, values: { limit: Number(params.limit) } };
    case 'type':
      // NaN is the browser's bad input or step mismatch, a fraction in an integer field is a step
      // mismatch: both "invalid input"; text in a number field is "numbers only".
      if (typeof error.data === 'number') return FORM_MESSAGES.invalidInput;
      if (params.type === 'number' || params.type === 'integer') return FORM_MESSAGES.numbersOnly;
      return FORM_MESSAGES.invalidInput;
    default:
      return FORM_MESSAGES.invalidInput;
  }
}

/**
 * Validates form values against the schema; returns final-form errors (nested like the values), each a
 * Message (i18n key with values). The first error per field wins.
 */
export function validateValues(schema: FieldSchema, values: unknown): FormErrors {
  let errors: FormErrors = {};
  for (const error of schemaErrors(schema, prepareValues(schema, values))) {
    const path = error.instancePath
      .split('/')
      .filter(Boolean)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required')
      path.push(String((error.params as { missingProperty: string }).missingProperty));
    if (error.keyword === 'additionalProperties' || path.length === 0) continue;
    const name = path.join('.');
    if (getIn(errors, name) !== undefined) continue;
    errors = setIn(errors, name, messageFor(error, schemaAt(schema, path))) as FormErrors;
  }
  return errors;
}

/**
 * Whether a required field is still empty, recursing into required object properties (spec §5).
 */
export function hasMissingRequired(schema: FieldSchema, values: unknown): boolean {
  if (schema.type !== 'object' || !schema.properties) return false;
  const source = (values && typeof values === 'object' ? values : {}) as FormValues;
  return (schema.required ?? []).some((key) => {
    const child = schema.properties?.[key];
    const value = source[key];
    if (child?.type === 'object') return hasMissingRequired(child, value);
    return isEmptyValue(value);
  });
}

/** Whether a non-empty text field fails its pattern (empty ones are the required check's business). */
export function hasPatternFailure(schema: FieldSchema, values: unknown): boolean {
  if (schema.type === 'object' && schema.properties) {
    const source = (values && typeof values === 'object' ? values : {}) as FormValues;
    return Object.entries(schema.properties).some(([key, child]) => hasPatternFailure(child, source[key]));
  }
  if (!schema.pattern || typeof values !== 'string' || values.trim() === '') return false;
  return !new RegExp(schema.pattern, 'u').test(values);
}

/** Spec §5: submit is disabled while submitting, or while required fields are empty or patterns fail. */
export function isSubmitBlocked(schema: FieldSchema, values: unknown, submitting = false): boolean {
  return submitting || hasMissingRequired(schema, values) || hasPatternFailure(schema, values);
}

export type { FormSchema };
