import { memo, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Input, Section } from 'shared-kernel/ui';
import { AddressInput, CashAccountSelect, MaskedInput } from 'shared-kernel/widgets';
import type { CashAccount } from 'shared-kernel/domain';
import { countryOfIban, countryOptions } from './countries';
import type { SectionForm } from './useFormController';

/** The values the beneficiary section shows and sets (useSectionForm). */
export const BENEFICIARY_FIELDS = ['beneficiary', 'targetAccountUid'] as const;

export interface BeneficiarySectionProps {
  form: SectionForm<(typeof BENEFICIARY_FIELDS)[number]>;
  internal: boolean;
  /** Internal payments: the own accounts that may be credited. */
  targetAccounts: CashAccount[];
  onTarget: (uid: string) => void;
  required: { name: boolean; iban: boolean; bic: boolean };
  showBic: boolean;
  address: { shown: boolean; streetRequired: boolean; cities: string[]; onPostalCodeDone: () => void };
  onIbanDone: () => void;
  maxLength: { name?: number };
  /** Issue 31: name and IBAN are the eBill invoice's biller (read-only). */
  fixed?: boolean;
}

/**
 * Spec §2: beneficiary (name, IBAN, BIC/SWIFT) and its address; internal payments pick an own account. Rendered
 * again only when its props change (the form keeps them stable: issue 34 item 3).
 */
export const BeneficiarySection = memo(function BeneficiarySection({
  form,
  internal,
  targetAccounts,
  onTarget,
  required,
  showBic,
  address,
  onIbanDone,
  maxLength,
  fixed = false,
}: BeneficiarySectionProps): ReactElement {
  const { i18n } = useTranslation();
  const { values } = form;
  // Issue 28: the country follows the IBAN's (a DE IBAN selects Germany) until the person picks one.
  const [countryChosen, setCountryChosen] = useState(false);
  const onIban = (masked: string) => {
    form.set('beneficiary.iban', masked);
    const country = countryChosen ? null : countryOfIban(masked);
    if (country && country !== values.beneficiary.address.country)
      form.set('beneficiary.address.country', country);
  };
  return (
    <Section title="webapp.payments.form.beneficiary">
      <div className="k-stack">
        {internal ? (
          <CashAccountSelect
            label="webapp.payments.form.targetAccount"
            name="targetAccountUid"
            required
            accounts={targetAccounts}
            value={values.targetAccountUid || null}
            onChange={onTarget}
            error={form.errorOf('targetAccountUid')}
            disabled={form.disabled}
          />
        ) : (
          <div className="k-grid pay-grid--wide">
            <Input
              label="webapp.payments.form.name"
              name="beneficiary.name"
              required={required.name}
              maxLength={maxLength.name}
              autoComplete="off"
              readOnly={fixed}
              value={values.beneficiary.name}
              onChange={(event) => form.set('beneficiary.name', event.target.value)}
              onBlur={() => form.touch('beneficiary.name')}
              error={form.errorOf('beneficiary.name')}
              disabled={form.disabled}
            />
            <MaskedInput
              label="dict.iban"
              name="beneficiary.iban"
              mask="iban"
              required={required.iban}
              readOnly={fixed}
              value={values.beneficiary.iban}
              onChange={onIban}
              onBlur={() => {
                form.touch('beneficiary.iban');
                onIbanDone();
              }}
              error={form.errorOf('beneficiary.iban')}
              disabled={form.disabled}
            />
            {showBic ? (
              <Input
                label="webapp.payments.form.bic"
                name="beneficiary.swiftBIC"
                required={required.bic}
                mono
                autoCapitalize="characters"
                maxLength={11}
                value={values.beneficiary.swiftBIC}
                onChange={(event) => form.set('beneficiary.swiftBIC', event.target.value.toUpperCase())}
                onBlur={() => form.touch('beneficiary.swiftBIC')}
                error={form.errorOf('beneficiary.swiftBIC')}
                disabled={form.disabled}
              />
            ) : null}
          </div>
        )}
        {address.shown ? (
          <fieldset className="pay-fieldset">
            <legend className="k-field__label">{i18n.t('webapp.payments.form.address')}</legend>
            <AddressInput
              name="beneficiary.address"
              value={values.beneficiary.address}
              onChange={(next) => {
                if (next.country !== values.beneficiary.address.country) setCountryChosen(true);
                form.set('beneficiary.address', next);
              }}
              countries={countryOptions(i18n.language)}
              cities={address.cities}
              onPostalCodeDone={() => {
                form.touch('beneficiary.address.postalCode');
                address.onPostalCodeDone();
              }}
              required={{ country: true, street: address.streetRequired, postalCode: true, city: true }}
              errors={{
                street: form.errorOf('beneficiary.address.street'),
                number: form.errorOf('beneficiary.address.number'),
                postalCode: form.errorOf('beneficiary.address.postalCode'),
                city: form.errorOf('beneficiary.address.city'),
                country: form.errorOf('beneficiary.address.country'),
              }}
              disabled={form.disabled}
            />
          </fieldset>
        ) : null}
      </div>
    </Section>
  );
});
