/**
 * The JSON-schema subset the form kit renders and validates (spec §5 "Generic schema-driven fields"):
 * the payment form schema the server sends per debit account uses exactly these keywords.
 */
export interface FieldSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object';
  /** i18n key of the field label. */
  title?: string;
  /** i18n key of a hint below the label. */
  description?: string;
  enum?: (string | number)[];
  /** i18n keys of the enum options, same order as `enum`; defaults to the raw values. */
  enumTitles?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** 'date' renders a date picker; with formatMinimum/formatMaximum (yyyy-MM-dd) as bounds. */
  format?: string;
  formatMinimum?: string;
  formatMaximum?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: boolean;
}

export type FormSchema = FieldSchema & { type: 'object'; properties: Record<string, FieldSchema> };

export type FormValues = Record<string, unknown>;
