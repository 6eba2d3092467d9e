/** Calls of the personal details screen (spec §7 "Auth and user"); their shapes are the persons contract's. */
import type { ApiClient } from 'shared-kernel/api';
import type {
  DomicileChange,
  NaturalPerson,
  PersonAddress,
  PersonPhone,
  PhoneChange,
} from 'shared-kernel/domain';

/** GET /v2/natural-person?contactDetails=true: the person with its address and phone. */
export const fetchPerson = async (api: ApiClient): Promise<NaturalPerson> =>
  (await api.get<NaturalPerson>('/v2/natural-person', { params: { contactDetails: true } })).data;

export const saveDomicile = async (
  api: ApiClient,
  personUid: string,
  address: DomicileChange,
): Promise<PersonAddress> =>
  (await api.patch<PersonAddress>(`/v2/natural-persons/${personUid}/domicile`, address)).data;

export const savePhoneNumber = async (
  api: ApiClient,
  personUid: string,
  phone: PhoneChange,
): Promise<PersonPhone> =>
  (await api.patch<PersonPhone>(`/v2/natural-persons/${personUid}/phone-number`, phone)).data;
