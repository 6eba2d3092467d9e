/** The domicile: its lines as shown, and the editor that verifies an address before saving it (spec §8). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import { toApiDate, type PersonAddress, type PostalAddress } from 'shared-kernel/domain';
import { Alert, Button, Input, type Message, Select } from 'shared-kernel/ui';
import {
  DatePicker,
  expandPostalCode,
  isExpandablePostalCode,
  reportAddressRefusal,
  verifyPostalAddress,
} from 'shared-kernel/widgets';
import '../documents/customer-screens.css';
import { fieldMessagesOf, formMessageOf } from '../documents/fieldErrors';
import { saveDomicile } from './api';

/** Domicile countries offered (alpha-3, spec §3); Switzerland first. */
export const DOMICILE_COUNTRIES = ['CHE', 'LIE', 'DEU', 'FRA', 'ITA', 'AUT'] as const;

/** The country's name where the screen knows it, else its code as it came. */
export function useCountryName(): (code: string) => string {
  const { t, i18n } = useTranslation();
  return (code) => (i18n.exists(`app.customer.country.${code}`) ? t(`app.customer.country.${code}`) : code);
}

export function AddressLines({ address }: { address: PostalAddress }) {
  const countryName = useCountryName();
  return (
    <address style={{ fontStyle: 'normal' }}>
      {address.street} {address.number}
      <br />
      {address.postalCode} {address.city}
      <br />
      {countryName(address.country)}
    </address>
  );
}

export function AddressEditor({
  api,
  bus,
  personUid,
  initial,
  onSaved,
  onCancel,
}: Pick<RemoteScreenProps, 'api' | 'bus'> & {
  personUid: string;
  initial: PostalAddress;
  onSaved: (saved: PersonAddress) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [address, setAddress] = useState<PostalAddress>(initial);
  const [validFrom, setValidFrom] = useState('');
  const today = toApiDate(new Date());
  const [cities, setCities] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, Message>>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const set = (field: keyof PostalAddress) => (value: string) =>
    setAddress((current) => ({ ...current, [field]: value }));

  const expand = async () => {
    if (!isExpandablePostalCode(address.postalCode, address.country)) return;
    const expansion = await expandPostalCode(api, bus, {
      postalcode: address.postalCode.trim(),
      country: address.country,
      city: address.city,
    });
    if (!expansion) return;
    setCities(expansion.cities.length > 1 ? expansion.cities : []);
    if (expansion.city) set('city')(expansion.city);
    else if (expansion.cities.length > 1 && !expansion.cities.includes(address.city)) set('city')('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const check = await verifyPostalAddress(api, bus, address);
      if (!check.ok) {
        // Spec §8: suggested corrections replace the fields; the person checks them and saves again.
        if (check.corrected) {
          setAddress(check.corrected);
          setCities([]);
        }
        return;
      }
      try {
        const saved = await saveDomicile(api, personUid, {
          ...check.address,
          ...(validFrom ? { validFrom } : {}),
        });
        bus.alert({
          message: 'app.customer.personalDetails.address.saved',
          alertType: 'success',
          autoDismissDelay: 5000,
        });
        onSaved(saved);
      } catch (error) {
        const fields = fieldMessagesOf(error);
        if (
          Object.keys(fields).length > 0 ||
          (error as { response?: { status?: number } }).response?.status === 400
        ) {
          setFieldErrors(fields);
          setFormError(formMessageOf(error));
        } else {
          const result = reportAddressRefusal(bus, error);
          if (!result.ok && result.corrected) setAddress(result.corrected);
        }
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="k-stack" onSubmit={(event) => void submit(event)} noValidate>
      <div className="k-grid">
        <Input
          label="dict.street"
          required
          autoComplete="address-line1"
          value={address.street}
          onChange={(event) => set('street')(event.target.value)}
          error={fieldErrors.street}
        />
        <Input
          label="dict.number"
          autoComplete="address-line2"
          value={address.number}
          onChange={(event) => set('number')(event.target.value)}
          error={fieldErrors.number}
        />
        <Input
          label="dict.postalCode"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          value={address.postalCode}
          onChange={(event) => set('postalCode')(event.target.value)}
          onBlur={() => void expand()}
          error={fieldErrors.postalCode}
        />
        {cities.length > 1 ? (
          <Select
            label="dict.city"
            required
            hint="app.customer.personalDetails.address.chooseCity"
            value={address.city}
            onChange={(event) => set('city')(event.target.value)}
            options={cities.map((city) => ({ value: city, label: { text: city } }))}
          />
        ) : (
          <Input
            label="dict.city"
            required
            autoComplete="address-level2"
            value={address.city}
            onChange={(event) => set('city')(event.target.value)}
            error={fieldErrors.city}
          />
        )}
        <Select
          label="dict.country"
          required
          placeholder={null}
          value={address.country}
          onChange={(event) => set('country')(event.target.value)}
          options={DOMICILE_COUNTRIES.map((code) => ({ value: code, label: `app.customer.country.${code}` }))}
        />
        <DatePicker
          label="app.customer.personalDetails.address.validFrom"
          hint="app.customer.personalDetails.address.validFromHint"
          weekendAllowed
          minDate={today}
          value={validFrom || null}
          onChange={(iso) => setValidFrom(iso ?? '')}
          error={fieldErrors.validFrom}
        />
      </div>
      {formError ? <Alert type="error" message={formError} /> : null}
      <div className="k-cluster">
        <Button
          type="submit"
          label="app.customer.personalDetails.address.save"
          loading={saving}
          disabled={!address.street.trim() || !address.postalCode.trim() || !address.city.trim()}
        />
        <Button variant="secondary" label="dict.cancel" onClick={onCancel} />
      </div>
      <p className="kc-muted">{t('app.customer.personalDetails.address.verifyNote')}</p>
    </form>
  );
}
