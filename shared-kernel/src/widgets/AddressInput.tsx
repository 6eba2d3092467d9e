import type { ReactElement } from 'react';
import type { PostalAddress } from '../domain';
import { Input, type Message, Select, type SelectOption } from 'shared-kernel/ui';

export interface AddressInputProps {
  value: PostalAddress;
  onChange: (address: PostalAddress) => void;
  /** Countries to offer (value: the 3-letter code the spec's addresses carry). */
  countries: SelectOption[];
  /** Cities the postal code expanded to; more than one turns the city into a choice. */
  cities?: string[];
  /** The postal code field was left: the place to ask for its expansion (spec §7 postalcode/expand). */
  onPostalCodeDone?: () => void;
  errors?: Partial<Record<keyof PostalAddress, Message>>;
  /** Which parts are mandatory (spec §5: street for SEPA or incore payments). */
  required?: Partial<Record<keyof PostalAddress, boolean>>;
  /** Prefix of the inputs' names (e.g. "beneficiary.address"), for forms and tests. */
  name?: string;
  disabled?: boolean;
}

/** Address entry (spec §2): country, street, number, postal code, city; the city a choice when several match. */
export function AddressInput({
  value,
  onChange,
  countries,
  cities = [],
  onPostalCodeDone,
  errors = {},
  required = {},
  name = 'address',
  disabled,
}: AddressInputProps): ReactElement {
  const set = (field: keyof PostalAddress) => (text: string) => onChange({ ...value, [field]: text });
  return (
    <div className="k-grid k-address">
      <Select
        label="dict.country"
        name={`${name}.country`}
        required={required.country}
        disabled={disabled}
        placeholder={null}
        value={value.country}
        error={errors.country}
        onChange={(event) => set('country')(event.target.value)}
        options={countries}
      />
      <Input
        label="dict.street"
        name={`${name}.street`}
        required={required.street}
        disabled={disabled}
        autoComplete="off"
        value={value.street}
        error={errors.street}
        onChange={(event) => set('street')(event.target.value)}
      />
      <Input
        label="dict.number"
        name={`${name}.number`}
        required={required.number}
        disabled={disabled}
        autoComplete="off"
        value={value.number}
        error={errors.number}
        onChange={(event) => set('number')(event.target.value)}
      />
      <Input
        label="dict.postalCode"
        name={`${name}.postalCode`}
        required={required.postalCode}
        disabled={disabled}
        autoComplete="off"
        value={value.postalCode}
        error={errors.postalCode}
        onChange={(event) => set('postalCode')(event.target.value)}
        onBlur={onPostalCodeDone}
      />
      {cities.length > 1 ? (
        <Select
          label="dict.city"
          name={`${name}.city`}
          required={required.city}
          disabled={disabled}
          value={value.city}
          error={errors.city}
          onChange={(event) => set('city')(event.target.value)}
          options={cities.map((city) => ({ value: city, label: { text: city } }))}
        />
      ) : (
        <Input
          label="dict.city"
          name={`${name}.city`}
          required={required.city}
          disabled={disabled}
          autoComplete="off"
          value={value.city}
          error={errors.city}
          onChange={(event) => set('city')(event.target.value)}
        />
      )}
    </div>
  );
}
