/**
 * Calls of the card administration (spec §7): a partnership's card programs with their contracts, the program's
 * cards, its bulk card orders and ordering cards (extend-bulk), and the members who may hold a card.
 */
import type { ApiClient } from 'shared-kernel/api';
import type {
  BulkCardOrder,
  Card,
  CardProgram,
  CardSearchQuery,
  ExtendBulkBody,
  Member,
} from 'shared-kernel/domain';

/** GET /v2/partnerships/{uid}/card-programs: with the reader's actionables and card counts. */
export const fetchCardPrograms = async (api: ApiClient, partnershipUid: string): Promise<CardProgram[]> =>
  (await api.get<CardProgram[]>(`/v2/partnerships/${partnershipUid}/card-programs`)).data;

/** The largest page of a card search (contracts/cards.ts). */
export const PROGRAM_CARDS_PAGE = 100;

/** GET /v2/debit-cards/search?cardProgramUid: the program's cards the reader may read. */
export async function fetchProgramCards(api: ApiClient, cardProgramUid: string): Promise<Card[]> {
  const params: CardSearchQuery = { cardProgramUid, count: PROGRAM_CARDS_PAGE, offset: 0 };
  return (await api.get<Card[]>('/v2/debit-cards/search', { params })).data;
}

/** GET /v2/card-programs/{id}/extend-bulk: the program's bulk card orders (spec §4: expired are hidden). */
export const fetchBulkOrders = async (api: ApiClient, cardProgramUid: string): Promise<BulkCardOrder[]> =>
  (await api.get<BulkCardOrder[]>(`/v2/card-programs/${cardProgramUid}/extend-bulk`)).data;

/** POST /v2/card-programs/{id}/extend-bulk: cards for members, each on one of the allowed debit accounts. */
export const orderCards = async (
  api: ApiClient,
  cardProgramUid: string,
  body: ExtendBulkBody,
): Promise<BulkCardOrder> =>
  (await api.post<BulkCardOrder>(`/v2/card-programs/${cardProgramUid}/extend-bulk`, body)).data;

/** GET /v2/partnerships/{uid}/members?roles=partner&roles=delegate: who may hold a program card (spec §6). */
export const fetchCardHolderCandidates = async (api: ApiClient, partnershipUid: string): Promise<Member[]> =>
  (
    await api.get<Member[]>(`/v2/partnerships/${partnershipUid}/members`, {
      params: { roles: ['partner', 'delegate'], count: 100, orderByName: true },
    })
  ).data;
