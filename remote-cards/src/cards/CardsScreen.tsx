import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useSession } from 'shared-kernel/contract';
import { isOwnNonDeletedCard, type Card, type CardActionResult } from 'shared-kernel/domain';
import { useNavigate, useParams } from 'shared-kernel/router';
import { Button, EmptyState, Page, Section, Spinner } from 'shared-kernel/ui';
import { CardList } from '../card-face/CardList';
import { fetchCard } from '../card-details/api';
import { CardDetails } from '../card-details/CardDetails';
import { withCards } from '../card-details/withCards';
import { useCardEvents } from '../live/useCardEvents';
import { fetchCards } from './api';
import '../card-face/cards.css';

/**
 * Route /cards/:id? (spec §2): the cards of the context drawn as cards, and one card's details with the actions
 * its reader may take now. Spec §4: the own cards (not deleted, locked, blocked or retired) first; the others
 * below, deleted ones not at all. Live: a card event reloads the list, so a freeze in another tab shows here.
 */
export function CardsScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const { id } = useParams();
  const [cards, setCards] = useState<Card[] | null>(null);
  const [failed, setFailed] = useState(false);
  // A card opened by link that the list does not hold (a replaced card's predecessor).
  const [linked, setLinked] = useState<Card | null>(null);

  const load = useCallback(async () => {
    try {
      setCards(await fetchCards(api, session));
      setFailed(false);
    } catch (error) {
      console.error('[cards] cards failed', error);
      setFailed(true);
    }
  }, [api, session]);

  useEffect(() => {
    void load();
  }, [load]);
  useCardEvents(load);

  const listed = (cards ?? []).filter((card) => card.baseCardDetails.status !== 'deleted');
  const own = listed.filter((card) => isOwnNonDeletedCard(card.baseCardDetails.status));
  const former = listed.filter((card) => !isOwnNonDeletedCard(card.baseCardDetails.status));
  const fromList = id ? listed.find((card) => card.baseCardDetails.cardUID === id) : undefined;
  // Without a card named, the first own card is shown (Pia's one card at once).
  const selected = id
    ? (fromList ?? (linked?.baseCardDetails.cardUID === id ? linked : null))
    : (own[0] ?? null);

  useEffect(() => {
    if (!id || !cards || fromList || linked?.baseCardDetails.cardUID === id) return undefined;
    let current = true;
    fetchCard(api, id).then(
      (card) => current && setLinked(card),
      (error: unknown) => console.error('[cards] card failed', error),
    );
    return () => {
      current = false;
    };
  }, [api, id, cards, fromList, linked]);

  const changed = useCallback(
    (result: CardActionResult) => {
      setCards((current) => (current ? withCards(current, [result.card, result.newCard]) : current));
      setLinked((current) =>
        current?.baseCardDetails.cardUID === result.card.baseCardDetails.cardUID ? result.card : current,
      );
      void load();
    },
    [load],
  );
  const showCard = useCallback((uid: string) => navigate(`/cards/${uid}`), [navigate]);

  let content: ReactElement;
  if (failed && !cards) {
    content = (
      <div className="k-cluster">
        <p className="k-spacer">{t('webapp.cards.loadFailed')}</p>
        <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
      </div>
    );
  } else if (!cards) {
    content = <Spinner label="dict.loading" />;
  } else if (listed.length === 0) {
    content = <EmptyState title="webapp.cards.none" description="webapp.cards.noneText" icon="cards" />;
  } else {
    const hrefOf = (card: Card) => `/cards/${card.baseCardDetails.cardUID}`;
    const selectedUid = selected?.baseCardDetails.cardUID ?? null;
    content = (
      <div className={`cards-layout${selected ? ' cards-layout--detail' : ''}`}>
        <div className="k-stack">
          <Section title="webapp.cards.list.own">
            {own.length === 0 ? (
              <p className="cards-muted">{t('webapp.cards.list.noOwn')}</p>
            ) : (
              <CardList cards={own} hrefOf={hrefOf} selectedUid={selectedUid} label="webapp.cards.list.own" />
            )}
          </Section>
          {former.length > 0 ? (
            <Section title="webapp.cards.list.former">
              <CardList
                cards={former}
                hrefOf={hrefOf}
                selectedUid={selectedUid}
                label="webapp.cards.list.former"
              />
            </Section>
          ) : null}
        </div>
        {selected ? <CardDetails card={selected} onChanged={changed} onShowCard={showCard} /> : null}
      </div>
    );
  }

  return <Page title="webapp.title.cards">{content}</Page>;
}
