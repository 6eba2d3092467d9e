import { useId, type ReactElement, type ReactNode } from 'react';
import { Field as FinalField, useField, type FieldMetaState } from 'react-final-form';
import { Input, Select, useMessage, type Message } from 'shared-kernel/ui';
import { DatePicker } from '../widgets/DatePicker';
import type { FieldSchema } from './schema';

/** Custom renderers per field name (e.g. a remote's IBAN MaskedInput for `iban`). */
export type FieldWidgets = Record<
  string,
  (props: { name: string; schema: FieldSchema; required: boolean }) => ReactNode
>;

/**
 * The error a field shows: a server error until the field is edited again, otherwise its validation
 * error once the field was visited or a submit was attempted.
 */
export function visibleError(meta: FieldMetaState<unknown>): Message | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError as Message;
  if (meta.error && (meta.touched || meta.submitFailed)) return meta.error as Message;
  return undefined;
}

const labelOf = (name: string, schema: FieldSchema): Message =>
  schema.title ?? { text: name.split('.').pop() ?? name };

/**
 * number/integer field: `type=number` so the browser reports bad input and step mismatch (spec §5);
 * either is kept as NaN, which the schema check reports as invalid input.
 */
function NumberField({
  name,
  schema,
  required,
}: {
  name: string;
  schema: FieldSchema;
  required: boolean;
}): ReactElement {
  const integer = schema.type === 'integer';
  const { input, meta } = useField<number | string | undefined>(name, {
    // Text the browser could not read stays text, so the schema check reports "numbers only".
    parse: (raw: unknown) => {
      if (typeof raw === 'number') return raw;
      if (raw === '' || raw === null || raw === undefined) return undefined;
      const number = Number(raw);
      return Number.isFinite(number) ? number : String(raw);
    },
  });
  const valueOf = (target: HTMLInputElement): number | string => {
    const { validity } = target;
    return validity && (validity.badInput || validity.stepMismatch) ? Number.NaN : target.value;
  };
  const shown = typeof input.value === 'number' && Number.isNaN(input.value) ? '' : (input.value ?? '');
  return (
    <Input
      label={labelOf(name, schema)}
      hint={schema.description}
      required={required}
      error={visibleError(meta)}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      name={input.name}
      value={shown}
      onFocus={input.onFocus}
      onChange={(event) => input.onChange(valueOf(event.target))}
      onBlur={(event) => {
        // Typing letters into a number input may not fire change (its value stays ''): check on leaving.
        const value = valueOf(event.target);
        if (typeof value === 'number' && !Number.isNaN(input.value as number)) input.onChange(value);
        input.onBlur();
      }}
    />
  );
}

function CheckboxField({ name, schema }: { name: string; schema: FieldSchema }): ReactElement {
  const tm = useMessage();
  const id = useId();
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <div className="k-field k-cluster">
      <input
        id={id}
        type="checkbox"
        name={input.name}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
      <label htmlFor={id}>{tm(labelOf(name, schema))}</label>
    </div>
  );
}

export interface SchemaFieldProps {
  name: string;
  schema: FieldSchema;
  required?: boolean;
  widgets?: FieldWidgets;
}

/** Renders one schema property with the kit's widget for its type (recursing into objects). */
export function SchemaField({ name, schema, required = false, widgets }: SchemaFieldProps): ReactElement {
  const tm = useMessage();
  const custom = widgets?.[name];
  if (custom) return <>{custom({ name, schema, required })}</>;

  if (schema.type === 'object' && schema.properties) {
    return (
      <fieldset className="k-stack" style={{ border: 'none', padding: 0, margin: 0 }}>
        {schema.title ? <legend className="k-section__title">{tm(schema.title)}</legend> : null}
        {Object.entries(schema.properties).map(([key, child]) => (
          <SchemaField
            key={key}
            name={`${name}.${key}`}
            schema={child}
            required={schema.required?.includes(key) ?? false}
            widgets={widgets}
          />
        ))}
      </fieldset>
    );
  }
  if (schema.enum) {
    const numeric = schema.type === 'number' || schema.type === 'integer';
    return (
      <FinalField<string | number | undefined>
        name={name}
        parse={(raw: unknown) => (raw === '' ? undefined : numeric ? Number(raw) : (raw as string))}
      >
        {({ input, meta }) => (
          <Select
            label={labelOf(name, schema)}
            hint={schema.description}
            required={required}
            error={visibleError(meta)}
            name={input.name}
            value={input.value === undefined ? '' : String(input.value)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            options={(schema.enum ?? []).map((value, index) => ({
              value: String(value),
              label: schema.enumTitles?.[index] ?? { text: String(value) },
            }))}
          />
        )}
      </FinalField>
    );
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    return <NumberField name={name} schema={schema} required={required} />;
  }
  if (schema.type === 'boolean') return <CheckboxField name={name} schema={schema} />;
  if (schema.format === 'date') {
    return (
      <FinalField<string | undefined> name={name}>
        {({ input, meta }) => (
          <DatePicker
            label={labelOf(name, schema)}
            hint={schema.description}
            required={required}
            error={visibleError(meta)}
            value={input.value || null}
            onChange={(iso) => {
              input.onChange(iso ?? undefined);
              input.onBlur();
            }}
            minDate={schema.formatMinimum}
            maxDate={schema.formatMaximum}
            // A generic date field is a calendar date, not a payment date: weekends are fine.
            weekendAllowed
          />
        )}
      </FinalField>
    );
  }
  return (
    <FinalField<string | undefined> name={name}>
      {({ input, meta }) => (
        <Input
          label={labelOf(name, schema)}
          hint={schema.description}
          required={required}
          error={visibleError(meta)}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        />
      )}
    </FinalField>
  );
}
