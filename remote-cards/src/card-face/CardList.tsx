import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { Card } from 'shared-kernel/domain';
import { AmountDisplay, useMessage, type Message } from 'shared-kernel/ui';
import { Link } from 'shared-kernel/router';
import { CardFace } from './CardFace';

export interface CardListProps {
  cards: Card[];
  /** Where a card links to (its details). */
  hrefOf: (card: Card) => string;
  selectedUid: string | null;
  label: Message;
  /** Shows the holder under each card (the administrator's list). */
  withHolder?: boolean;
}

/** Cards drawn as cards, each a link to its details; the selected one is marked (aria-current). */
export function CardList({
  cards,
  hrefOf,
  selectedUid,
  label,
  withHolder = false,
}: CardListProps): ReactElement {
  const { t } = useTranslation();
  const tm = useMessage();
  return (
    <ul className="cards-list" aria-label={tm(label)}>
      {cards.map((card) => {
        const uid = card.baseCardDetails.cardUID;
        const selected = uid === selectedUid;
        return (
          <li key={uid}>
            <Link
              to={hrefOf(card)}
              className="cards-list__link"
              aria-current={selected ? 'true' : undefined}
              data-testid="card-link"
              data-card-uid={uid}
            >
              <CardFace card={card} />
              <span className="cards-list__caption">
                {withHolder ? `${card.baseCardDetails.holderEnriched.name} · ` : ''}
                {t('webapp.cards.list.limit')}{' '}
                <AmountDisplay amount={card.limits.monthlySpending} withCurrency />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
