import { useState, type ReactElement } from 'react';
import { SchemaForm, type FormSchema } from 'shared-kernel/forms';
import { Alert, Input, SearchField, Section, Select } from 'shared-kernel/ui';
import { DatePicker, todayInZurich } from 'shared-kernel/widgets';
import { useTranslation } from 'shared-kernel/i18n';
import { DebugPage } from './DebugPage';

const demoSchema: FormSchema = {
  type: 'object',
  required: ['name', 'amount', 'currency', 'address'],
  properties: {
    name: { type: 'string', title: 'webapp.debug.input.name', maxLength: 70 },
    reference: { type: 'string', title: 'webapp.debug.input.reference', pattern: '^[0-9 ]+$' },
    amount: { type: 'number', title: 'webapp.debug.input.amount', minimum: 0.01, maximum: 100000 },
    quantity: { type: 'integer', title: 'webapp.debug.input.quantity', minimum: 1, maximum: 10 },
    // Currency codes are shown as they are (no enumTitles).
    currency: { type: 'string', title: 'webapp.debug.input.currency', enum: ['CHF', 'EUR'] },
    executionDate: { type: 'string', format: 'date', title: 'webapp.debug.input.execution_date' },
    address: {
      type: 'object',
      title: 'webapp.debug.input.address',
      required: ['city'],
      properties: {
        street: { type: 'string', title: 'webapp.debug.input.street' },
        postalCode: { type: 'string', title: 'webapp.debug.input.postal_code', pattern: '^[0-9]{4}$' },
        city: { type: 'string', title: 'webapp.debug.input.city' },
      },
    },
  },
};

/** Spec debug page "input": text fields, search, select, banking-day date picker and a schema-driven form. */
export function InputTesting(): ReactElement {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [lastSearch, setLastSearch] = useState('');
  const [category, setCategory] = useState('');
  const [paymentDate, setPaymentDate] = useState<string | null>(null);
  const [standingDate, setStandingDate] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const today = todayInZurich();
  return (
    <DebugPage title="webapp.debug.title.input">
      <Section title="webapp.debug.title.input">
        <Input
          label="webapp.debug.input.name"
          hint="webapp.debug.input.name_hint"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label="webapp.debug.input.reference"
          error="webapp.debug.input.reference_error"
          defaultValue="21 00000 00003 13947 14300 0901"
          mono
        />
        <Input label="webapp.debug.input.disabled" disabled defaultValue="CH93 30334 000000084520" />
        <SearchField label="webapp.debug.input.search" onSearch={setLastSearch} />
        <p aria-live="polite">{t('webapp.debug.input.last_search', { term: lastSearch })}</p>
        <Select
          label="webapp.debug.input.category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          options={[
            { value: 'general', label: 'webapp.debug.input.category_general' },
            { value: 'rent', label: 'webapp.debug.input.category_rent' },
            { value: 'insurance', label: 'webapp.debug.input.category_insurance' },
          ]}
        />
        <DatePicker
          label="webapp.debug.input.payment_date"
          hint="webapp.debug.input.payment_date_hint"
          value={paymentDate}
          onChange={setPaymentDate}
          minDate={today}
          clearingHolidays={[`${today.slice(0, 4)}-12-25`, `${today.slice(0, 4)}-12-26`]}
          weekendAllowed={false}
        />
        <DatePicker
          label="webapp.debug.input.standing_date"
          value={standingDate}
          onChange={setStandingDate}
          minDate={today}
          weekendAllowed
        />
      </Section>
      <Section title="webapp.debug.input.form_title">
        {submitted ? (
          <Alert
            type="success"
            message="webapp.debug.input.submitted"
            onDismiss={() => setSubmitted(false)}
          />
        ) : null}
        <SchemaForm
          schema={demoSchema}
          submitLabel="webapp.debug.input.submit"
          onSubmit={() => {
            setSubmitted(true);
            return undefined;
          }}
        />
      </Section>
    </DebugPage>
  );
}
