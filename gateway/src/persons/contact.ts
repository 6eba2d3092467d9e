/**
 * The person's own domicile and phone number, read and changed (screen /personal-details, private context). The gateway checks
 * what the form checks: a Swiss domicile must verify against the postal reference, a phone number must fit
 * its country's mask (spec §9 phone masks by prefix).
 */
import {
  domicileChangeSchema,
  fitsPhoneMask,
  personAddressSchema,
  personPhoneSchema,
  phoneChangeSchema,
  type DomicileChange,
  type PhoneChange,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { defineRoute } from '../http/route';
import { unprocessable, validationError } from '../http/errors';
import { requireSelf } from '../http/access';
import { loadPerson } from './queries';
import { addressView, phoneView } from './views';
import { verifyPostalAddress } from '../reference/postal';

const zurichToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());

export const contactRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/natural-persons/:uid/domicile',
    family: 'user.read',
    auth: 'weak',
    schema: { params: uidPathParams, response: { 200: personAddressSchema } },
    handler: async (request) =>
      addressView(await loadPerson(request.server.db, requireSelf(request.ctx, request.params.uid))),
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/natural-persons/:uid/phone-number',
    family: 'user.read',
    auth: 'weak',
    schema: { params: uidPathParams, response: { 200: personPhoneSchema } },
    handler: async (request) =>
      phoneView(await loadPerson(request.server.db, requireSelf(request.ctx, request.params.uid))),
  }),
  defineRoute<{ Params: UidPathParams; Body: DomicileChange }>({
    method: 'PATCH',
    url: '/api/v2/natural-persons/:uid/domicile',
    family: 'user.write',
    auth: 'strong',
    context: 'private',
    schema: {
      summary: 'Change the own domicile (verified; a future validFrom plans the move)',
      params: uidPathParams,
      body: domicileChangeSchema,
      response: { 200: personAddressSchema },
    },
    handler: async (request) => {
      const personUid = requireSelf(request.ctx, request.params.uid);
      const { validFrom, ...typed } = request.body;
      const today = zurichToday();
      if (validFrom && validFrom < today)
        throw validationError([
          { field: 'validFrom', code: 'date_in_past', message: 'validFrom must not be in the past' },
        ]);
      const verification = verifyPostalAddress(typed);
      if (verification.result === 'not_found') throw unprocessable('address_not_found');
      if (verification.result === 'corrected')
        throw unprocessable('address_corrected', 'the address was corrected', {
          suggestions: verification.suggestions,
        });
      const address = verification.address;
      const planned = validFrom !== undefined && validFrom > today;
      const person = await request.server.db
        .updateTable('natural_persons')
        .set(
          planned
            ? { planned_address: JSON.stringify(address), planned_address_valid_from: validFrom }
            : {
                address: JSON.stringify(address),
                domicile_country: address.country,
                planned_address: null,
                planned_address_valid_from: null,
              },
        )
        .where('uid', '=', personUid)
        .returningAll()
        .executeTakeFirstOrThrow();
      return addressView(person);
    },
  }),
  defineRoute<{ Params: UidPathParams; Body: PhoneChange }>({
    method: 'PATCH',
    url: '/api/v2/natural-persons/:uid/phone-number',
    family: 'user.write',
    auth: 'strong',
    context: 'private',
    schema: {
      summary: 'Change the own phone number',
      params: uidPathParams,
      body: phoneChangeSchema,
      response: { 200: personPhoneSchema },
    },
    handler: async (request) => {
      const personUid = requireSelf(request.ctx, request.params.uid);
      const digits = request.body.number.replace(/[\s-]/g, '').replace(/^0/, '');
      if (!fitsPhoneMask(request.body.countryCode, digits))
        throw validationError([
          { field: 'number', code: 'invalid_phone_number', message: 'not a phone number of this country' },
        ]);
      const person = await request.server.db
        .updateTable('natural_persons')
        .set({ phone_country_code: request.body.countryCode, phone_number: digits })
        .where('uid', '=', personUid)
        .returningAll()
        .executeTakeFirstOrThrow();
      return phoneView(person);
    },
  }),
];
