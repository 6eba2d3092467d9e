import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { fieldErrorsOf } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import {
  CONTROL_BASES,
  regionNames,
  type ComplianceDeclaration,
  type ControllingPerson,
} from 'shared-kernel/domain';
import { Alert, Button, Card, Input, type Message, Select, type SelectOption } from 'shared-kernel/ui';
import { AddressInput } from 'shared-kernel/widgets';
import { refusalKeyOf } from '../partnership-details/refusals';
import { submitDeclaration } from './api';

const KNOWN_CODES = ['declaration_in_progress'];
const NATIONALITIES = ['CHE', 'LIE', 'DEU', 'FRA', 'ITA', 'AUT'] as const;
const ALPHA2: Record<string, string> = { CHE: 'CH', LIE: 'LI', DEU: 'DE', FRA: 'FR', ITA: 'IT', AUT: 'AT' };

export interface PersonDraft {
  firstName: string;
  lastName: string;
  birthDate: string;
  nationality: string;
  domicileAddress: ControllingPerson['domicileAddress'];
  basis: ControllingPerson['basis'];
  sharePercent: string;
}

export const emptyPerson = (): PersonDraft => ({
  firstName: '',
  lastName: '',
  birthDate: '',
  nationality: 'CHE',
  domicileAddress: { street: '', number: '', postalCode: '', city: '', country: 'CHE' },
  basis: 'capital_or_votes',
  sharePercent: '',
});

/** Client checks of one person, by field name; the server checks the same (kernel controllingPersonSchema). */
export function personErrors(person: PersonDraft): Record<string, Message> {
  const errors: Record<string, Message> = {};
  if (person.firstName.trim() === '') errors.firstName = 'team.compliance.form.required';
  if (person.lastName.trim() === '') errors.lastName = 'team.compliance.form.required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(person.birthDate)) errors.birthDate = 'team.compliance.form.required';
  for (const field of ['street', 'postalCode', 'city'] as const)
    if (person.domicileAddress[field].trim() === '') errors[field] = 'team.compliance.form.required';
  if (person.basis === 'capital_or_votes') {
    const share = Number(person.sharePercent);
    if (!Number.isInteger(share) || share < 25 || share > 100)
      errors.sharePercent = 'team.compliance.form.share';
  }
  return errors;
}

export const personOf = (person: PersonDraft): ControllingPerson => ({
  firstName: person.firstName.trim(),
  lastName: person.lastName.trim(),
  birthDate: person.birthDate,
  nationality: person.nationality,
  domicileAddress: {
    ...person.domicileAddress,
    street: person.domicileAddress.street.trim(),
    city: person.domicileAddress.city.trim(),
    postalCode: person.domicileAddress.postalCode.trim(),
  },
  basis: person.basis,
  sharePercent: person.basis === 'capital_or_votes' ? Number(person.sharePercent) : null,
});

/** A signatory's new declaration: the form (K or A), the persons declared, and the confirmation. */
export function DeclarationForm({
  partnershipUid,
  onSubmitted,
  onCancel,
}: {
  partnershipUid: string;
  onSubmitted: (declaration: ComplianceDeclaration) => void;
  onCancel: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [form, setForm] = useState<'K' | 'A'>('K');
  const [persons, setPersons] = useState<PersonDraft[]>([emptyPerson()]);
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, Message>[]>([]);
  const [confirmError, setConfirmError] = useState(false);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const names = regionNames(i18n.language || 'en');
  const countries: SelectOption[] = NATIONALITIES.map((code) => ({
    value: code,
    label: { text: names?.of(ALPHA2[code]!) ?? code },
  }));

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else refusalRef.current?.focus();
  }, [attempt]);

  const update = (index: number, patch: Partial<PersonDraft>) =>
    setPersons(persons.map((person, at) => (at === index ? { ...person, ...patch } : person)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = persons.map(personErrors);
    const invalid = found.some((entry) => Object.keys(entry).length > 0) || !confirmed;
    setErrors(found);
    setConfirmError(!confirmed);
    if (invalid) {
      setRefusal('team.compliance.form.fix');
      setAttempt((count) => count + 1);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const declaration = await submitDeclaration(api, partnershipUid, {
        form,
        controllingPersons: persons.map(personOf),
        confirmed: true,
      });
      onSubmitted(declaration);
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error));
      setRefusal(
        fields.length > 0 ? { text: fields.join(' ') } : refusalKeyOf('team.compliance', KNOWN_CODES, error),
      );
      setAttempt((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} data-testid="declaration-form">
      <Card title="team.compliance.form.title">
        {refusal ? (
          <div ref={refusalRef} tabIndex={-1}>
            <Alert type="error" message={refusal} />
          </div>
        ) : null}
        <Select
          label="team.compliance.form.form"
          name="form"
          placeholder={null}
          value={form}
          hint={`team.compliance.formHelp.${form}`}
          onChange={(event) => setForm(event.target.value as 'K' | 'A')}
          options={[
            { value: 'K', label: 'team.compliance.formName.K' },
            { value: 'A', label: 'team.compliance.formName.A' },
          ]}
        />
        {persons.map((person, index) => {
          const personError = (field: string) => errors[index]?.[field];
          return (
            <fieldset key={index} className="pa-person k-stack">
              <legend>{t('team.compliance.form.person', { number: index + 1 })}</legend>
              <div className="k-grid">
                <Input
                  label="team.compliance.form.firstName"
                  name={`persons.${index}.firstName`}
                  required
                  maxLength={60}
                  autoComplete="off"
                  value={person.firstName}
                  error={personError('firstName')}
                  onChange={(event) => update(index, { firstName: event.target.value })}
                />
                <Input
                  label="team.compliance.form.lastName"
                  name={`persons.${index}.lastName`}
                  required
                  maxLength={60}
                  autoComplete="off"
                  value={person.lastName}
                  error={personError('lastName')}
                  onChange={(event) => update(index, { lastName: event.target.value })}
                />
                <Input
                  label="team.compliance.form.birthDate"
                  name={`persons.${index}.birthDate`}
                  type="date"
                  required
                  value={person.birthDate}
                  error={personError('birthDate')}
                  onChange={(event) => update(index, { birthDate: event.target.value })}
                />
                <Select
                  label="team.compliance.form.nationality"
                  name={`persons.${index}.nationality`}
                  placeholder={null}
                  value={person.nationality}
                  options={countries}
                  onChange={(event) => update(index, { nationality: event.target.value })}
                />
              </div>
              <AddressInput
                name={`persons.${index}.address`}
                value={person.domicileAddress}
                countries={countries}
                required={{ street: true, postalCode: true, city: true }}
                errors={{
                  street: personError('street'),
                  postalCode: personError('postalCode'),
                  city: personError('city'),
                }}
                onChange={(domicileAddress) => update(index, { domicileAddress })}
              />
              <div className="k-grid">
                <Select
                  label="team.compliance.form.basis"
                  name={`persons.${index}.basis`}
                  placeholder={null}
                  value={person.basis}
                  options={CONTROL_BASES.map((basis) => ({
                    value: basis,
                    label: `team.compliance.basis.${basis}`,
                  }))}
                  onChange={(event) => update(index, { basis: event.target.value as PersonDraft['basis'] })}
                />
                {person.basis === 'capital_or_votes' ? (
                  <Input
                    label="team.compliance.form.sharePercent"
                    name={`persons.${index}.sharePercent`}
                    inputMode="numeric"
                    required
                    value={person.sharePercent}
                    error={personError('sharePercent')}
                    onChange={(event) => update(index, { sharePercent: event.target.value })}
                  />
                ) : null}
              </div>
              {persons.length > 1 ? (
                <Button
                  type="button"
                  variant="link"
                  label={{ key: 'team.compliance.form.removePerson', values: { number: index + 1 } }}
                  onClick={() => setPersons(persons.filter((_, at) => at !== index))}
                />
              ) : null}
            </fieldset>
          );
        })}
        {persons.length < 10 ? (
          <Button
            type="button"
            variant="secondary"
            label="team.compliance.form.addPerson"
            onClick={() => setPersons([...persons, emptyPerson()])}
          />
        ) : null}
        <label className="pa-choice">
          <input
            type="checkbox"
            name="confirmed"
            checked={confirmed}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? 'declaration-confirm-error' : undefined}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {t('team.compliance.form.confirm')}
        </label>
        {confirmError ? (
          <p id="declaration-confirm-error" className="k-field__error">
            {t('team.compliance.form.confirmRequired')}
          </p>
        ) : null}
        <div className="k-cluster pa-actions">
          <Button type="button" variant="secondary" label="dict.cancel" onClick={onCancel} />
          <Button type="submit" variant="primary" loading={busy} label="team.compliance.form.submit" />
        </div>
      </Card>
    </form>
  );
}
