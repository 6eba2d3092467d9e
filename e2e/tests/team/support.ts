/** What the team specs share: the lock of Bäckerei's member list, the invitation mail of the sandbox outbox. */
import type { APIRequestContext } from '@playwright/test';
import { API_HEADERS, expect, SANDBOX_OPERATOR_HEADERS } from '../../support/fixtures';

/** Held while Bäckerei's members change (another spec counting them takes it too). */
export const BAECKEREI_MEMBERS_LOCK = 'baeckerei-members';

/** The invitation link the outbox caught for an e-mail (read as the sandbox operator: the invitee has no session). */
export async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`, {
          headers: { ...API_HEADERS, ...SANDBOX_OPERATOR_HEADERS },
        });
        const mails = (await response.json()) as { purpose: string; code: string }[];
        link = mails.find((mail) => mail.purpose === 'invite')?.code ?? '';
        return link ? 'mailed' : 'not yet';
      },
      { message: `an invitation mailed to ${email}`, timeout: 15_000 },
    )
    .toBe('mailed');
  return link;
}
