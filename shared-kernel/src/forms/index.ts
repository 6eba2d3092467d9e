/**
 * Schema-driven form kit (ajv + react-final-form), spec §5 "Generic schema-driven fields".
 * Errors are `Message`s (i18n keys, see shared-kernel/ui); server field errors come back through
 * `toSubmitErrors` from onSubmit, the way react-final-form expects submit errors.
 */
export type { FieldSchema, FormSchema, FormValues } from './schema';
export { FORM_MESSAGES } from './messages';
export {
  hasMissingRequired,
  hasPatternFailure,
  isEmptyValue,
  isSubmitBlocked,
  prepareValues,
  validateValues,
  type FormErrors,
} from './validation';
export { submitWithErrors, toSubmitErrors } from './submitErrors';
export { SchemaField, visibleError, type FieldWidgets, type SchemaFieldProps } from './fields';
export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export { FORM_ERROR } from 'final-form';
