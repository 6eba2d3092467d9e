import type { ReactElement, ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Alert, Button, type Message } from 'shared-kernel/ui';
import { SchemaField, type FieldWidgets } from './fields';
import type { FormSchema, FormValues } from './schema';
import type { FormErrors } from './validation';
import { isSubmitBlocked, validateValues } from './validation';

export interface SchemaFormProps<Values extends FormValues> {
  schema: FormSchema;
  initialValues?: Partial<Values>;
  /** Return submit errors (e.g. from `toSubmitErrors`) to show them on the fields, as react-final-form does. */
  onSubmit: (values: Values) => Promise<FormErrors | undefined> | FormErrors | undefined;
  submitLabel: Message;
  widgets?: FieldWidgets;
  /** Extra content after the fields (e.g. a cancel button); rendered inside the form. */
  children?: ReactNode;
}

/** A form rendered and validated from a JSON schema (spec §5 "Generic schema-driven fields"). */
export function SchemaForm<Values extends FormValues>({
  schema,
  initialValues,
  onSubmit,
  submitLabel,
  widgets,
  children,
}: SchemaFormProps<Values>): ReactElement {
  return (
    <Form<Values>
      onSubmit={(values) => onSubmit(values)}
      initialValues={initialValues}
      validate={(values) => validateValues(schema, values)}
      subscription={{ submitting: true, values: true, submitError: true }}
    >
      {({ handleSubmit, submitting, values, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="k-stack">
          {submitError ? <Alert type="error" message={submitError as Message} /> : null}
          {Object.entries(schema.properties).map(([key, child]) => (
            <SchemaField
              key={key}
              name={key}
              schema={child}
              required={schema.required?.includes(key) ?? false}
              widgets={widgets}
            />
          ))}
          <div className="k-cluster">
            {children}
            <Button
              type="submit"
              label={submitLabel}
              loading={submitting}
              disabled={isSubmitBlocked(schema, values, submitting)}
            />
          </div>
        </form>
      )}
    </Form>
  );
}
