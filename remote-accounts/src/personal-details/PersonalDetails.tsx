/**
 * Personal details (/personal-details/:id?, private context): the person's facts, domicile and phone number.
 * The domicile is verified before it is saved and the city follows the postal code (./address.ts, spec §8);
 * the phone number is typed with the country's mask (spec §9). `:id` opens an editor: `address` or `phone`.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import { formatDate, maskPhone, splitPhone, toApiDate, type PostalAddress } from 'shared-kernel/domain';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  expandPostalCode,
  Input,
  isExpandablePostalCode,
  MaskedInput,
  Page,
  reportAddressRefusal,
  Select,
  Spinner,
  verifyPostalAddress,
  type Message,
} from 'shared-kernel/ui';
import '../documents/customer-screens.css';
import { fieldMessagesOf, formMessageOf } from '../documents/fieldErrors';
import { fetchPerson, saveDomicile, savePhoneNumber, type PersonWithContact } from './api';

export type PersonalDetailsProps = Pick<RemoteScreenProps, 'api' | 'bus' | 'session'>;

/** Domicile countries offered (alpha-3, spec §3); Switzerland first. */
export const DOMICILE_COUNTRIES = ['CHE', 'LIE', 'DEU', 'FRA', 'ITA', 'AUT'] as const;

const EMPTY_ADDRESS: PostalAddress = { street: '', number: '', postalCode: '', city: '', country: 'CHE' };

/** The country's name where the screen knows it, else its code as it came. */
function useCountryName(): (code: string) => string {
  const { t, i18n } = useTranslation();
  return (code) => (i18n.exists(`app.customer.country.${code}`) ? t(`app.customer.country.${code}`) : code);
}

function AddressLines({ address }: { address: PostalAddress }) {
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

function AddressEditor({
  api,
  bus,
  personUid,
  initial,
  onSaved,
  onCancel,
}: Pick<PersonalDetailsProps, 'api' | 'bus'> & {
  personUid: string;
  initial: PostalAddress;
  onSaved: (saved: PersonWithContact['address']) => void;
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

function PhoneEditor({
  api,
  bus,
  personUid,
  initial,
  onSaved,
  onCancel,
}: Pick<PersonalDetailsProps, 'api' | 'bus'> & {
  personUid: string;
  initial: string;
  onSaved: (saved: PersonWithContact['phone']) => void;
  onCancel: () => void;
}) {
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<Message | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parts = splitPhone(phone);
    if (!parts) {
      setError('app.customer.personalDetails.phone.prefixRequired');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await savePhoneNumber(api, personUid, parts);
      bus.alert({
        message: 'app.customer.personalDetails.phone.saved',
        alertType: 'success',
        autoDismissDelay: 5000,
      });
      onSaved(saved);
    } catch (failure) {
      setError(fieldMessagesOf(failure).number ?? formMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="k-stack" onSubmit={(event) => void submit(event)} noValidate>
      <MaskedInput
        mask="phone"
        label="app.customer.personalDetails.phone.label"
        hint="app.customer.personalDetails.phone.hint"
        required
        autoComplete="tel"
        value={phone}
        onChange={setPhone}
        error={error}
      />
      <div className="k-cluster">
        <Button
          type="submit"
          label="app.customer.personalDetails.phone.save"
          loading={saving}
          disabled={!phone.trim()}
        />
        <Button variant="secondary" label="dict.cancel" onClick={onCancel} />
      </div>
    </form>
  );
}

export function PersonalDetails({ api, bus, session }: PersonalDetailsProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const { id } = useParams();
  const [person, setPerson] = useState<PersonWithContact | null>(null);
  const [editing, setEditing] = useState<'address' | 'phone' | null>(
    id === 'address' || id === 'phone' ? id : null,
  );

  useEffect(() => {
    let active = true;
    fetchPerson(api)
      .then((loaded) => active && setPerson(loaded))
      .catch((error: unknown) => console.error('[personal-details] loading the person failed', error));
    return () => {
      active = false;
    };
  }, [api]);

  if (!person) {
    return (
      <Page title="webapp.title.personalDetails">
        <Spinner />
      </Page>
    );
  }
  const current = person.address?.agentAddress ?? null;
  const planned = person.address?.planned ?? null;
  const phoneNumber = person.phone?.agentPhoneNumber;
  const phoneText =
    phoneNumber?.countryCode && phoneNumber.number
      ? maskPhone(`${phoneNumber.countryCode}${phoneNumber.number}`)
      : '';
  const personUid = person.uid ?? session.user?.uid ?? '';

  return (
    <Page title="webapp.title.personalDetails">
      <div className="k-stack kc-screen">
        <Card title="app.customer.personalDetails.person.title">
          <dl className="kc-facts">
            <dt>{t('dict.name')}</dt>
            <dd>
              {person.name} {person.familyName}
            </dd>
            <dt>{t('app.customer.personalDetails.person.email')}</dt>
            <dd>{person.email}</dd>
            <dt>{t('app.customer.personalDetails.person.birthdate')}</dt>
            <dd>{person.birthdate ? formatDate(person.birthdate) : '—'}</dd>
            <dt>{t('app.customer.personalDetails.person.nationality')}</dt>
            <dd>{countryName(person.nationality)}</dd>
          </dl>
          <p className="kc-muted">{t('app.customer.personalDetails.person.note')}</p>
        </Card>
        <Card
          title="app.customer.personalDetails.address.title"
          actions={
            editing === 'address' ? null : (
              <Button
                variant="secondary"
                icon="edit"
                label="dict.edit"
                onClick={() => setEditing('address')}
              />
            )
          }
        >
          {editing === 'address' ? (
            <AddressEditor
              api={api}
              bus={bus}
              personUid={personUid}
              initial={current ?? EMPTY_ADDRESS}
              onCancel={() => setEditing(null)}
              onSaved={(address) => {
                setPerson((value) => (value ? { ...value, address } : value));
                setEditing(null);
              }}
            />
          ) : (
            <div className="k-stack">
              {current ? <AddressLines address={current} /> : <p>—</p>}
              {planned?.validFrom ? (
                <Alert
                  type="info"
                  message={{
                    key: 'app.customer.personalDetails.address.planned',
                    values: { date: formatDate(planned.validFrom) },
                  }}
                >
                  <AddressLines address={planned} />
                </Alert>
              ) : null}
            </div>
          )}
        </Card>
        <Card
          title="app.customer.personalDetails.phone.title"
          actions={
            editing === 'phone' ? null : (
              <Button variant="secondary" icon="edit" label="dict.edit" onClick={() => setEditing('phone')} />
            )
          }
        >
          {editing === 'phone' ? (
            <PhoneEditor
              api={api}
              bus={bus}
              personUid={personUid}
              initial={phoneText || '+41 '}
              onCancel={() => setEditing(null)}
              onSaved={(phone) => {
                setPerson((value) => (value ? { ...value, phone } : value));
                setEditing(null);
              }}
            />
          ) : (
            <p>{phoneText || '—'}</p>
          )}
        </Card>
      </div>
    </Page>
  );
}
