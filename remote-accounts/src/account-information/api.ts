import type { ApiClient } from 'shared-kernel/api';
import type { PartnershipDetails, PersonAddress, SessionSnapshot } from 'shared-kernel/domain';
import type { AccountOwner } from './qrBill';

/**
 * The account owner's name and domicile: the person in private context (GET /v2/natural-persons/{uid}/domicile),
 * the partnership otherwise (GET /v2/partnerships/{uid}?contactDetails=true).
 */
export async function fetchAccountOwner(api: ApiClient, session: SessionSnapshot): Promise<AccountOwner> {
  const context = session.currentContext;
  if (!context || context.type === 'private') {
    const user = session.user;
    if (!user) return { name: context?.name ?? '', address: null };
    const name = `${user.name} ${user.familyName}`;
    const { data } = await api.get<PersonAddress>(`/v2/natural-persons/${user.uid}/domicile`);
    return { name, address: data.agentAddress ?? user.address?.agentAddress ?? null };
  }
  const { data } = await api.get<PartnershipDetails>(`/v2/partnerships/${context.uid}`, {
    params: { contactDetails: true },
  });
  return { name: data.name ?? context.name, address: data.contactDetails?.domicileAddress ?? null };
}
