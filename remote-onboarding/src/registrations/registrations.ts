/**
 * Registrations' calls (issue 33 item 4; docs/onboarding-api.md): the person's registrations and each step
 * saved on the server (a reload or a second device loses nothing). Shapes are the kernel's.
 */
import type { ApiClient } from 'shared-kernel/api';
import type {
  Registration,
  RegistrationMember,
  RegistrationMembersBody,
  RegistrationPartnershipBody,
  StartRegistrationBody,
} from 'shared-kernel/domain';

/** GET /v2/registrations */
export async function loadRegistrations(api: ApiClient): Promise<Registration[]> {
  const { data } = await api.get<Registration[]>('/v2/registrations');
  return data;
}

/** GET /v2/registrations/{uid} */
export async function loadRegistration(api: ApiClient, uid: string): Promise<Registration> {
  const { data } = await api.get<Registration>(`/v2/registrations/${uid}`);
  return data;
}

/** POST /v2/registrations: step "declaration". */
export async function startRegistration(api: ApiClient, name: string): Promise<Registration> {
  const { data } = await api.post<Registration>('/v2/registrations', {
    name,
  } satisfies StartRegistrationBody);
  return data;
}

/** PUT /v2/registrations/{uid}/partnership: step "partnership". */
export async function savePartnershipStep(
  api: ApiClient,
  uid: string,
  body: RegistrationPartnershipBody,
): Promise<Registration> {
  const { data } = await api.put<Registration>(`/v2/registrations/${uid}/partnership`, body);
  return data;
}

/** PUT /v2/registrations/{uid}/members: step "members". */
export async function saveMembersStep(
  api: ApiClient,
  uid: string,
  members: RegistrationMember[],
): Promise<Registration> {
  const { data } = await api.put<Registration>(`/v2/registrations/${uid}/members`, {
    members,
  } satisfies RegistrationMembersBody);
  return data;
}

/** POST /v2/registrations/{uid}/complete: step "confirmation". */
export async function completeRegistration(api: ApiClient, uid: string): Promise<Registration> {
  const { data } = await api.post<Registration>(`/v2/registrations/${uid}/complete`, {});
  return data;
}
