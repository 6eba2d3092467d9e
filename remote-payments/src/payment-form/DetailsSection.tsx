import { memo, type ReactElement } from 'react';
import { formatPaymentReference } from 'shared-kernel/domain';
import { Input, Section, Select } from 'shared-kernel/ui';
import type { SectionForm } from './useFormController';

/** The values the details section shows and sets (useSectionForm). */
export const DETAILS_FIELDS = ['structuredReference', 'paymentReason', 'category'] as const;

export interface DetailsSectionProps {
  form: SectionForm<(typeof DETAILS_FIELDS)[number]>;
  categories: string[];
  maxLength: { structuredReference?: number; paymentReason?: number };
  /** Internal payments carry no reference. */
  showReference: boolean;
  /** Issue 31: the reference is the eBill invoice's (read-only). */
  referenceFixed?: boolean;
}

/**
 * Spec §2 Details: reference number (QR or creditor reference, grouped as printed once the field is left), message
 * to the beneficiary, category. Rendered again only when its props change (issue 34 item 3).
 */
export const DetailsSection = memo(function DetailsSection({
  form,
  categories,
  maxLength,
  showReference,
  referenceFixed = false,
}: DetailsSectionProps): ReactElement {
  const { values } = form;
  return (
    <Section title="webapp.payments.form.details">
      <div className="k-grid">
        {showReference ? (
          <Input
            label="webapp.payments.form.reference"
            hint="webapp.payments.form.referenceHint"
            name="structuredReference"
            mono
            autoComplete="off"
            readOnly={referenceFixed}
            maxLength={maxLength.structuredReference ? maxLength.structuredReference + 10 : undefined}
            value={values.structuredReference}
            onChange={(event) => form.set('structuredReference', event.target.value)}
            onBlur={() => {
              // Issue 28: grouped as printed on a QR-bill once typed (sent without spaces, formModel).
              form.set('structuredReference', formatPaymentReference(values.structuredReference));
              form.touch('structuredReference');
            }}
            error={form.errorOf('structuredReference')}
            disabled={form.disabled}
          />
        ) : null}
        <Input
          label="webapp.payments.form.message"
          name="paymentReason"
          maxLength={maxLength.paymentReason}
          autoComplete="off"
          value={values.paymentReason}
          onChange={(event) => form.set('paymentReason', event.target.value)}
          onBlur={() => form.touch('paymentReason')}
          error={form.errorOf('paymentReason')}
          disabled={form.disabled}
        />
        {categories.length > 0 ? (
          <Select
            label="webapp.payments.form.category"
            name="category"
            placeholder={null}
            value={values.category}
            onChange={(event) => form.set('category', event.target.value)}
            options={categories.map((code) => ({ value: code, label: `dict.category.${code}` }))}
            disabled={form.disabled}
          />
        ) : null}
      </div>
    </Section>
  );
});
