import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { Card } from 'shared-kernel/domain';
import { Badge } from 'shared-kernel/ui';
import { statusTone } from './status';
import './cards.css';

export interface CardFaceProps {
  card: Card;
}

/**
 * A card drawn as a card (issue 29): its brand's colours, the kind (debit card or virtual), the last digits, the
 * name embossed on it, the expiry and its status. A frozen or blocked card is drawn muted with its status on it, so
 * the state reads at a glance. Decorative parts are hidden from assistive technology; the text says it all.
 */
export function CardFace({ card }: CardFaceProps): ReactElement {
  const { t } = useTranslation();
  const status = card.baseCardDetails.status;
  return (
    <div
      className={`cards-face cards-face--${card.brand} cards-face--${status}`}
      data-testid="card-face"
      data-card-status={status}
      data-kind={card.kind}
    >
      <div className="cards-face__top">
        <span className="cards-face__brand">{t(`webapp.cards.brand.${card.brand}`)}</span>
        <span className="cards-face__kind">{t(`webapp.cards.kind.${card.kind}`)}</span>
      </div>
      <span className="cards-face__chip" aria-hidden="true" />
      <p className="cards-face__number">
        <span aria-hidden="true">•••• </span>
        <span className="k-visually-hidden">{t('webapp.cards.endingIn')} </span>
        {card.lastDigits}
      </p>
      <div className="cards-face__bottom">
        <span className="cards-face__name">{card.embossedName}</span>
        <span className="cards-face__expiry">
          <span className="k-visually-hidden">{t('webapp.cards.expiry')} </span>
          {card.expiry}
        </span>
      </div>
      <span className="cards-face__status">
        <Badge tone={statusTone(status)} label={`webapp.cards.status.${status}`} />
      </span>
    </div>
  );
}
