/** Person rows → the spec's NaturalPerson, address and phone shapes (§3). */
import type { Selectable } from 'kysely';
import type { NaturalPersonsTable } from '../db/tables/persons';

export function naturalPersonView(person: Selectable<NaturalPersonsTable>) {
  return {
    uid: person.uid,
    name: person.name,
    familyName: person.family_name,
    email: person.email,
    birthdate: person.birthdate,
    created: person.created_at.toISOString(),
    gender: person.gender,
    nationality: person.nationality,
    domicileCountry: person.domicile_country,
    status: person.status,
    isRegistered: person.is_registered,
    identificationOnly: person.identification_only,
    isPotatoOnly: person.is_potato_only,
    isIdentOnlyQES: person.is_ident_only_qes,
  };
}

export function addressView(person: Selectable<NaturalPersonsTable>) {
  return {
    agentAddress: person.address,
    planned: person.planned_address
      ? { ...person.planned_address, validFrom: person.planned_address_valid_from }
      : null,
  };
}

export function phoneView(person: Selectable<NaturalPersonsTable>) {
  return { agentPhoneNumber: { countryCode: person.phone_country_code, number: person.phone_number } };
}
