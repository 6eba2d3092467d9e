/** The invitee's calls (issue 32), logged out, by the mailed link's token. */
import type { ApiClient } from 'shared-kernel/api';
import type { InvitationAcceptBody, InvitationAccepted, InvitationPublic } from 'shared-kernel/domain';

export const fetchInvitation = async (api: ApiClient, token: string): Promise<InvitationPublic> =>
  (await api.get<InvitationPublic>(`/v2/invitations/${encodeURIComponent(token)}`)).data;

export const acceptInvitation = async (
  api: ApiClient,
  token: string,
  body: InvitationAcceptBody,
): Promise<InvitationAccepted> =>
  (await api.post<InvitationAccepted>(`/v2/invitations/${encodeURIComponent(token)}/accept`, body)).data;
