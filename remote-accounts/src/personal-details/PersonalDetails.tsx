/**
 * Personal details (/personal-details/:id?, private context): the person's facts, domicile and phone number.
 * The domicile is verified before it is saved and the city follows the postal code (AddressEditor.tsx, spec §8);
 * the phone number is typed with the country's mask (PhoneEditor.tsx, spec §9). `:id` opens an editor: `address` or `phone`.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useParams } from 'shared-kernel/router';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import { formatDate, maskPhone, type NaturalPerson, type PostalAddress } from 'shared-kernel/domain';
import { Alert, Button, Card, Page, Spinner } from 'shared-kernel/ui';
import '../documents/customer-screens.css';
import { fetchPerson } from './api';
import { AddressEditor, AddressLines, useCountryName } from './AddressEditor';
import { PhoneEditor } from './PhoneEditor';

export type PersonalDetailsProps = Pick<RemoteScreenProps, 'api' | 'bus' | 'session'>;

export { DOMICILE_COUNTRIES } from './AddressEditor';

const EMPTY_ADDRESS: PostalAddress = { street: '', number: '', postalCode: '', city: '', country: 'CHE' };

export function PersonalDetails({ api, bus, session }: PersonalDetailsProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const { id } = useParams();
  const [person, setPerson] = useState<NaturalPerson | null>(null);
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
