/** The agent's suggestions (spec §3 Suggestion, §9 order: highlighted first, then priority), and hiding one. */
import { defineRoute } from '../http/route';
import { forbidden, notFound } from '../http/errors';
import { noContent } from '../http/schemas';
import { requireAgent } from '../partnerships/engagement';
import {
  ebillSuggestionOffered,
  ebillSuggestionType,
  suggestionCommandParams,
  type EbillSubscriptionStatus,
  suggestionsSchema,
  uidPathParams,
  type SuggestionCommandParams,
  type UidPathParams,
} from 'shared-kernel/domain';

export const suggestionRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/agents/:uid/suggestions',
    family: 'agent.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: suggestionsSchema } },
    handler: async (request) => {
      const kind = await requireAgent(request.server.db, request.ctx, request.params.uid);
      const participant = await request.server.db
        .selectFrom('ebill_participants')
        .select('status')
        .where('owner_uid', '=', request.params.uid)
        .executeTakeFirst();
      // The eBill suggestion is no longer offered once eBill is requested or active (kernel ebillSuggestionOffered).
      const ebillOffered = ebillSuggestionOffered(
        (participant?.status as EbillSubscriptionStatus | undefined) ?? null,
      );
      const ebillType = ebillSuggestionType(kind === 'partnership');
      const rows = await request.server.db
        .selectFrom('suggestions')
        .selectAll()
        .where('agent_uid', '=', request.params.uid)
        // Removed ones too, marked isRemoved (spec §3): the suggestions screen offers to restore them.
        .orderBy('is_highlighted', 'desc')
        .orderBy('priority')
        .execute(); // highlighted first, then priority (spec §9)
      return rows
        .filter((row) => ebillOffered || row.type !== ebillType)
        .map((row) => ({
          type: row.type,
          titleTag: row.title_tag,
          hintTag: row.hint_tag,
          lightModeImageURI: row.light_mode_image_uri,
          darkModeImageURI: row.dark_mode_image_uri,
          triggerUid: row.trigger_uid,
          hasDetails: row.has_details,
          isRemovable: row.is_removable,
          isRemoved: row.is_removed,
          isHighlighted: row.is_highlighted,
          priority: row.priority,
        }));
    },
  }),
  defineRoute<{ Params: SuggestionCommandParams }>({
    method: 'POST',
    url: '/api/v2/agents/:uid/suggestions/:trigger/:command',
    family: 'agent.write',
    auth: 'strong',
    schema: { params: suggestionCommandParams, response: { 204: noContent } },
    handler: async (request, reply) => {
      await requireAgent(request.server.db, request.ctx, request.params.uid);
      const db = request.server.db;
      const remove = request.params.command === 'disable';
      // One conditional statement: a suggestion that is not removable is never removed, whatever races it.
      const changed = await db
        .updateTable('suggestions')
        .set({ is_removed: remove })
        .where('agent_uid', '=', request.params.uid)
        .where('trigger_uid', '=', request.params.trigger)
        .$if(remove, (query) => query.where('is_removable', '=', true))
        .returning('uid')
        .executeTakeFirst();
      if (!changed) {
        const exists = await db
          .selectFrom('suggestions')
          .select('uid')
          .where('agent_uid', '=', request.params.uid)
          .where('trigger_uid', '=', request.params.trigger)
          .executeTakeFirst();
        throw exists ? forbidden('this suggestion cannot be removed') : notFound('suggestion_not_found');
      }
      return reply.code(204).send();
    },
  }),
];
