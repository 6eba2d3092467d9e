import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useSession } from 'shared-kernel/contract';
import {
  currentPartnership,
  type BulkCardOrder,
  type Card,
  type CardActionResult,
  type CardProgram,
  type Member,
} from 'shared-kernel/domain';
import { useNavigate, useParams } from 'shared-kernel/router';
import { Button, EmptyState, Page, Section, Select, Spinner } from 'shared-kernel/ui';
import { CardList } from '../card-face/CardList';
import { CardDetails } from '../card-details/CardDetails';
import { withCards } from '../card-details/withCards';
import { useCardEvents } from '../live/useCardEvents';
import { fetchBulkOrders, fetchCardHolderCandidates, fetchCardPrograms, fetchProgramCards } from './api';
import { BulkOrders } from './BulkOrders';
import { cardsByHolder } from './holders';
import { OrderCardDialog } from './OrderCardDialog';
import { ProgramSummary } from './ProgramSummary';
import '../card-face/cards.css';

interface ProgramData {
  /** The program these were read for: after a switch of program, its lists show a spinner until its own arrive. */
  programUid: string;
  cards: Card[];
  orders: BulkCardOrder[];
}

const mayOrder = (program: CardProgram) =>
  program.actionables.myActionables.some((actionable) => actionable.action === 'orderCards');
const mayViewOrders = (program: CardProgram) =>
  program.actionables.myActionables.some((actionable) => actionable.action === 'viewBulkOrders');

/**
 * Route /cards-admin/:id?/:cardId? (spec §2, partnership context): the partnership's card programs (`id`), each
 * with its contract, allowed debit accounts and card counts, the cards per holder with their status counts, one
 * card's details (`cardId`) with the actions the administrator may take, the bulk card orders, and ordering a card
 * for a member (extend-bulk). Live: card, program and bulk order events reload what they change.
 */
export function CardsAdminScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const { id, cardId } = useParams();
  const partnershipUid = currentPartnership(session)?.uid ?? null;
  const [programs, setPrograms] = useState<CardProgram[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [data, setData] = useState<ProgramData | null>(null);
  const [members, setMembers] = useState<Member[]>([]);
  const [ordering, setOrdering] = useState(false);

  const program =
    programs?.find((candidate) => candidate.program.cardProgramUid === id) ?? programs?.[0] ?? null;
  const programUid = program?.program.cardProgramUid ?? null;
  const viewOrders = program ? mayViewOrders(program) : false;

  const loadPrograms = useCallback(async () => {
    if (!partnershipUid) return;
    try {
      setPrograms(await fetchCardPrograms(api, partnershipUid));
      setFailed(false);
    } catch (error) {
      console.error('[cards] card programs failed', error);
      setFailed(true);
    }
  }, [api, partnershipUid]);

  const loadProgram = useCallback(async () => {
    if (!programUid) return;
    try {
      const [cards, orders] = await Promise.all([
        fetchProgramCards(api, programUid),
        viewOrders ? fetchBulkOrders(api, programUid) : Promise.resolve([]),
      ]);
      setData({ programUid, cards, orders });
    } catch (error) {
      console.error('[cards] card program failed', error);
      setFailed(true);
    }
  }, [api, programUid, viewOrders]);

  useEffect(() => {
    void loadPrograms();
  }, [loadPrograms]);
  useEffect(() => {
    void loadProgram();
  }, [loadProgram]);
  useEffect(() => {
    if (!partnershipUid || !program || !mayOrder(program)) return undefined;
    let current = true;
    fetchCardHolderCandidates(api, partnershipUid).then(
      (loaded) => current && setMembers(loaded),
      (error: unknown) => console.error('[cards] members failed', error),
    );
    return () => {
      current = false;
    };
  }, [api, partnershipUid, program]);

  const reloadAll = useCallback(async () => {
    await Promise.all([loadPrograms(), loadProgram()]);
  }, [loadPrograms, loadProgram]);
  useCardEvents(reloadAll);

  const changed = useCallback(
    (result: CardActionResult) => {
      setData((current) =>
        current ? { ...current, cards: withCards(current.cards, [result.card, result.newCard]) } : current,
      );
      void reloadAll();
    },
    [reloadAll],
  );

  const base = programUid ? `/cards-admin/${programUid}` : '/cards-admin';
  const showCard = useCallback((uid: string) => navigate(`${base}/${uid}`), [navigate, base]);
  const accountName = (uid: string) =>
    program?.contract.allowedDebitAccounts.find((allowed) => allowed.accountEnriched.uid === uid)
      ?.accountEnriched.name ??
    session.cashAccounts.find((account) => account.uid === uid)?.accountName ??
    uid;

  let content: ReactElement;
  if (failed && !programs) {
    content = (
      <div className="k-cluster">
        <p className="k-spacer">{t('webapp.cards.admin.loadFailed')}</p>
        <Button variant="secondary" label="dict.retry" onClick={() => void reloadAll()} />
      </div>
    );
  } else if (!programs || (program && !data && !failed)) {
    // The first load shows all at once: a summary standing before its cards would be pushed down by them (CLS).
    content = <Spinner label="dict.loading" />;
  } else if (!program) {
    content = (
      <EmptyState title="webapp.cards.admin.none" description="webapp.cards.admin.noneText" icon="cards" />
    );
  } else {
    const shown = data?.programUid === program.program.cardProgramUid ? data : null;
    const holders = shown ? cardsByHolder(shown.cards) : [];
    const selected = shown?.cards.find((card) => card.baseCardDetails.cardUID === cardId) ?? null;
    content = (
      <div className="k-stack">
        {programs.length > 1 ? (
          <Select
            label="webapp.cards.admin.program"
            placeholder={null}
            value={program.program.cardProgramUid}
            onChange={(event) => navigate(`/cards-admin/${event.target.value}`)}
            options={programs.map((candidate, index) => ({
              value: candidate.program.cardProgramUid,
              label: { key: 'webapp.cards.admin.programN', values: { n: index + 1 } },
            }))}
          />
        ) : null}
        <Section title="webapp.cards.admin.programTitle">
          <ProgramSummary program={program} />
        </Section>
        <div className={`cards-layout${selected ? ' cards-layout--detail' : ''}`}>
          <Section title="webapp.cards.admin.holders">
            {!shown ? (
              <Spinner label="dict.loading" />
            ) : holders.length === 0 ? (
              <p className="cards-muted">{t('webapp.cards.admin.noCards')}</p>
            ) : (
              <div className="k-stack">
                {holders.map((holder) => (
                  <section
                    key={holder.holderUid}
                    aria-labelledby={`holder-${holder.holderUid}`}
                    data-testid="card-holder"
                  >
                    <h3 id={`holder-${holder.holderUid}`} className="k-card__title">
                      {holder.name}
                    </h3>
                    <p className="cards-muted">
                      {Object.entries(holder.counts)
                        .map(([status, count]) =>
                          t('webapp.cards.admin.count', {
                            n: count,
                            status: t(`webapp.cards.status.${status}`),
                          }),
                        )
                        .join(' · ')}
                    </p>
                    <CardList
                      cards={holder.cards}
                      hrefOf={(card) => `${base}/${card.baseCardDetails.cardUID}`}
                      selectedUid={cardId ?? null}
                      label={{ key: 'webapp.cards.admin.cardsOf', values: { name: holder.name } }}
                    />
                  </section>
                ))}
              </div>
            )}
          </Section>
          {selected ? <CardDetails card={selected} onChanged={changed} onShowCard={showCard} /> : null}
        </div>
        {viewOrders ? (
          <Section
            title="webapp.cards.admin.orders"
            actions={
              mayOrder(program) ? (
                <Button
                  icon="plus"
                  label="webapp.cards.order.open"
                  data-testid="order-card"
                  onClick={() => setOrdering(true)}
                />
              ) : null
            }
          >
            {shown ? (
              <BulkOrders orders={shown.orders} accountName={accountName} />
            ) : (
              <Spinner label="dict.loading" />
            )}
          </Section>
        ) : null}
        {ordering ? (
          <OrderCardDialog
            program={program}
            members={members}
            onClose={() => setOrdering(false)}
            onOrdered={(order) => {
              setData((current) => (current ? { ...current, orders: [order, ...current.orders] } : current));
              void reloadAll();
            }}
          />
        ) : null}
      </div>
    );
  }

  return <Page title="webapp.title.cardsAdmin">{content}</Page>;
}
