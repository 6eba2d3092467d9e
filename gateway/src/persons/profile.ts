/** The person's profile: language, nickname, theme, amounts shown, marketing choices (spec §3 Profile, screen /settings). */
import { sql } from 'kysely';
import { profileChangeSchema, profileSchema, type ProfileChange } from 'shared-kernel/domain';
import { requirePerson } from '../http/access';
import { notFound } from '../http/errors';
import { defineRoute } from '../http/route';

function profileView(profile: {
  language_code: string;
  locale: string;
  my_picture: string | null;
  nick_name: string | null;
  no_advertisements: boolean;
  no_newsletters: boolean;
  theme: 'dark' | 'light';
  amount_visible: boolean;
}) {
  return {
    communication: {
      languageCode: profile.language_code,
      locale: profile.locale,
      myPicture: profile.my_picture,
      nickName: profile.nick_name,
      noAdvertisements: profile.no_advertisements,
      noNewsletters: profile.no_newsletters,
    },
    theme: profile.theme,
    amountVisible: profile.amount_visible,
  };
}

const LOCALE_OF: Record<string, string> = { de: 'de_CH', fr: 'fr_CH', it: 'it_CH', en: 'en' };

export const profileRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v2/profile',
    family: 'user.read',
    auth: 'weak',
    schema: { response: { 200: profileSchema } },
    handler: async (request) => {
      const profile = await request.server.db
        .selectFrom('profiles')
        .selectAll()
        .where('person_uid', '=', requirePerson(request.ctx))
        .executeTakeFirst();
      if (!profile) throw notFound('profile_not_found');
      return profileView(profile);
    },
  }),
  defineRoute<{ Body: ProfileChange }>({
    method: 'PATCH',
    url: '/api/v2/profile',
    family: 'user.write',
    auth: 'weak',
    schema: {
      body: profileChangeSchema,
      response: { 200: profileSchema },
    },
    handler: async (request) => {
      const personUid = requirePerson(request.ctx);
      const { communication, theme, amountVisible } = request.body;
      const db = request.server.db;
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('profiles')
          .set({
            ...(communication?.languageCode
              ? {
                  language_code: communication.languageCode,
                  locale: LOCALE_OF[communication.languageCode] ?? 'en',
                }
              : {}),
            ...(communication && 'nickName' in communication
              ? { nick_name: communication.nickName ?? null }
              : {}),
            ...(communication?.noAdvertisements !== undefined
              ? { no_advertisements: communication.noAdvertisements }
              : {}),
            ...(communication?.noNewsletters !== undefined
              ? { no_newsletters: communication.noNewsletters }
              : {}),
            ...(theme ? { theme } : {}),
            ...(amountVisible !== undefined ? { amount_visible: amountVisible } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where('person_uid', '=', personUid)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound('profile_not_found');
        // The person's language follows the profile (codes and mails go out in it).
        if (communication?.languageCode)
          await trx
            .updateTable('natural_persons')
            .set({ language: communication.languageCode })
            .where('uid', '=', personUid)
            .execute();
        return row;
      });
      return profileView(updated);
    },
  }),
];
