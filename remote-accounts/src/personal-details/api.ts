/** Calls of the personal details screen (spec §7 "Auth and user"). */
import type { ApiClient } from 'shared-kernel/api';
import type { NaturalPerson, PostalAddress } from 'shared-kernel/domain';

export type PersonWithContact = Omit<NaturalPerson, 'address' | 'phone'> & {
  address?: {
    agentAddress: PostalAddress | null;
    planned?: (PostalAddress & { validFrom: string | null }) | null;
  };
  phone?: { agentPhoneNumber: { countryCode: string | null; number: string | null } };
};

export const fetchPerson = async (api: ApiClient): Promise<PersonWithContact> =>
  (await api.get<PersonWithContact>('/v2/natural-person', { params: { contactDetails: true } })).data;

export const saveDomicile = async (
  api: ApiClient,
  personUid: string,
  address: PostalAddress & { validFrom?: string },
): Promise<PersonWithContact['address']> =>
  (await api.patch<PersonWithContact['address']>(`/v2/natural-persons/${personUid}/domicile`, address)).data;

export const savePhoneNumber = async (
  api: ApiClient,
  personUid: string,
  phone: { countryCode: string; number: string },
): Promise<PersonWithContact['phone']> =>
  (await api.patch<PersonWithContact['phone']>(`/v2/natural-persons/${personUid}/phone-number`, phone)).data;
