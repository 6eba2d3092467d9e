/** A partnership's account rights (issue 32): the table member × account, and one member's change. */
import type { ApiClient } from 'shared-kernel/api';
import type { AccountRightsEntry, AccountRightsOverview, MemberAccountRights } from 'shared-kernel/domain';

export const fetchAccountRights = async (
  api: ApiClient,
  partnershipUid: string,
): Promise<AccountRightsOverview> =>
  (await api.get<AccountRightsOverview>(`/v2/partnerships/${partnershipUid}/account-rights`)).data;

export const saveAccountRights = async (
  api: ApiClient,
  partnershipUid: string,
  memberUid: string,
  accounts: AccountRightsEntry[],
): Promise<MemberAccountRights> =>
  (
    await api.put<MemberAccountRights>(
      `/v2/partnerships/${partnershipUid}/members/${memberUid}/account-rights`,
      { accounts },
    )
  ).data;
