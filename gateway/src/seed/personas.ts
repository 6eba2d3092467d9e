/** The personas of PERSONAS.md as seed data (a data table): who they are, where they live, their flags. */
import type { PostalAddressJson } from '../db/tables/columns';

export type PersonaKey = 'anna' | 'nora' | 'luca' | 'claire' | 'ben' | 'pia' | 'quentin' | 'rita';

export interface PersonaSpec {
  key: PersonaKey;
  email: string;
  name: string;
  familyName: string;
  language: 'de' | 'fr' | 'it' | 'en';
  locale: string;
  status: string;
  birthdate: string;
  gender: 'female' | 'male';
  nationality: string;
  address: PostalAddressJson;
  phone: string;
  flags?: {
    isRegistered?: boolean;
    identificationOnly?: boolean;
    isPotatoOnly?: boolean;
    isIdentOnlyQES?: boolean;
  };
}

export const PERSONAS: PersonaSpec[] = [
  {
    key: 'anna',
    email: 'anna@kontor.test',
    name: 'Anna',
    familyName: 'Meier',
    language: 'de',
    locale: 'de_CH',
    status: 'bankable',
    birthdate: '1986-04-17',
    gender: 'female',
    nationality: 'CHE',
    address: {
      street: 'Schaffhauserstrasse',
      number: '112',
      postalCode: '8057',
      city: 'Zürich',
      country: 'CHE',
    },
    phone: '791234567',
  },
  {
    key: 'nora',
    email: 'nora@kontor.test',
    name: 'Nora',
    familyName: 'Schmid',
    language: 'de',
    locale: 'de_CH',
    status: 'bankable',
    birthdate: '1979-09-02',
    gender: 'female',
    nationality: 'CHE',
    address: { street: 'Hofwiesenstrasse', number: '48', postalCode: '8050', city: 'Zürich', country: 'CHE' },
    phone: '786543210',
  },
  {
    key: 'luca',
    email: 'luca@kontor.test',
    name: 'Luca',
    familyName: 'Rossi',
    language: 'it',
    locale: 'it_CH',
    status: 'bankable',
    birthdate: '1994-01-23',
    gender: 'male',
    nationality: 'ITA',
    address: { street: 'Via Nassa', number: '7', postalCode: '6900', city: 'Lugano', country: 'CHE' },
    phone: '764455667',
  },
  {
    key: 'claire',
    email: 'claire@kontor.test',
    name: 'Claire',
    familyName: 'Dubois',
    language: 'fr',
    locale: 'fr_CH',
    status: 'bankable',
    birthdate: '1982-11-30',
    gender: 'female',
    nationality: 'CHE',
    address: { street: 'Avenue de Cour', number: '21', postalCode: '1007', city: 'Lausanne', country: 'CHE' },
    phone: '792223344',
  },
  {
    key: 'ben',
    email: 'ben@kontor.test',
    name: 'Ben',
    familyName: 'Keller',
    language: 'en',
    locale: 'en',
    status: 'bankable',
    birthdate: '1990-06-12',
    gender: 'male',
    nationality: 'CHE',
    address: { street: 'Technoparkstrasse', number: '1', postalCode: '8005', city: 'Zürich', country: 'CHE' },
    phone: '775556677',
  },
  {
    key: 'pia',
    email: 'pia@kontor.test',
    name: 'Pia',
    familyName: 'Frei',
    language: 'de',
    locale: 'de_CH',
    // A card-only customer of a partner programme is identified, not bankable: no payments (spec §2).
    status: 'identified',
    birthdate: '1998-02-08',
    gender: 'female',
    nationality: 'CHE',
    address: { street: 'Lorrainestrasse', number: '15', postalCode: '3013', city: 'Bern', country: 'CHE' },
    phone: '796667788',
    flags: { isPotatoOnly: true },
  },
  {
    key: 'quentin',
    email: 'quentin@kontor.test',
    name: 'Quentin',
    familyName: 'Favre',
    language: 'fr',
    locale: 'fr_CH',
    status: 'identified',
    birthdate: '1975-03-19',
    gender: 'male',
    nationality: 'CHE',
    address: { street: 'Rue du Rhône', number: '65', postalCode: '1204', city: 'Genève', country: 'CHE' },
    phone: '788889900',
    flags: { identificationOnly: true, isIdentOnlyQES: true },
  },
  {
    key: 'rita',
    email: 'rita@kontor.test',
    name: 'Rita',
    familyName: 'Huber',
    language: 'de',
    locale: 'de_CH',
    status: 'registered',
    birthdate: '1968-07-25',
    gender: 'female',
    nationality: 'CHE',
    address: {
      street: 'Wallisellenstrasse',
      number: '301',
      postalCode: '8050',
      city: 'Zürich',
      country: 'CHE',
    },
    phone: '799990011',
    flags: { isRegistered: true },
  },
];
