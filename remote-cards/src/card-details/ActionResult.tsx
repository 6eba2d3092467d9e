import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { formatDate, type CardActionResult } from 'shared-kernel/domain';
import { AmountDisplay, Badge, Button } from 'shared-kernel/ui';
import { statusTone } from '../card-face/status';

export interface ActionResultProps {
  result: CardActionResult;
  /** Opens the replacement a replace or renewal ordered. */
  onShowCard?: (cardUid: string) => void;
}

/** What an action gave, shown in its dialog: the replacement ordered, the PIN once, the tokens, a voucher. */
export function ActionResult({ result, onShowCard }: ActionResultProps): ReactElement {
  const { t } = useTranslation();
  const { card } = result;
  switch (result.action) {
    case 'replaceLostStolen':
    case 'replaceExpiring':
    case 'renew': {
      const fresh = result.newCard;
      return (
        <div className="k-stack" data-testid="card-replacement">
          <p>
            {t(`webapp.cards.result.${result.action}.old`, { digits: card.lastDigits })}{' '}
            <Badge
              tone={statusTone(card.baseCardDetails.status)}
              label={`webapp.cards.status.${card.baseCardDetails.status}`}
            />
          </p>
          {fresh ? (
            <>
              <p>
                {t('webapp.cards.result.newCard', { digits: fresh.lastDigits })}{' '}
                <Badge tone="info" label="webapp.cards.status.pending" />
              </p>
              {onShowCard ? (
                <Button
                  variant="secondary"
                  label="webapp.cards.result.showNewCard"
                  onClick={() => onShowCard(fresh.baseCardDetails.cardUID)}
                />
              ) : null}
            </>
          ) : null}
        </div>
      );
    }
    case 'viewPin':
      return (
        <div className="k-stack">
          <p>{t('webapp.cards.result.viewPin.text', { digits: card.lastDigits })}</p>
          <p className="cards-secret" data-testid="card-pin">
            {result.pin}
          </p>
          <p className="cards-muted">{t('webapp.cards.result.viewPin.once')}</p>
        </div>
      );
    case 'viewWalletTokens':
      return (result.walletTokens ?? []).length === 0 ? (
        <p>{t('webapp.cards.result.viewWalletTokens.none')}</p>
      ) : (
        <ul className="cards-rows" aria-label={t('webapp.cards.result.viewWalletTokens.title')}>
          {(result.walletTokens ?? []).map((token) => (
            <li key={token.tokenUid} className="cards-row">
              <span>
                <strong>{t(`webapp.cards.wallet.${token.walletType}`)}</strong> · {token.deviceName}
              </span>
              <Badge
                tone={token.status === 'active' ? 'success' : 'warning'}
                label={`webapp.cards.tokenStatus.${token.status}`}
              />
            </li>
          ))}
        </ul>
      );
    case 'viewLimit':
      return (
        <dl className="cards-facts">
          <dt>{t('webapp.cards.limit.monthlySpending')}</dt>
          <dd>
            <AmountDisplay amount={card.limits.monthlySpending} withCurrency />
          </dd>
          <dt>{t('webapp.cards.limit.spentThisMonth')}</dt>
          <dd>
            <AmountDisplay amount={card.limits.spentThisMonth} withCurrency />
          </dd>
          <dt>{t('webapp.cards.limit.atmMonthly')}</dt>
          <dd>
            <AmountDisplay amount={card.limits.atmMonthly} withCurrency />
          </dd>
        </dl>
      );
    case 'requestReidentificationVoucher':
      return (
        <div className="k-stack">
          <p>{t('webapp.cards.result.voucher.text')}</p>
          <p className="cards-secret" data-testid="card-voucher">
            {result.voucher?.code}
          </p>
          {result.voucher ? (
            <p className="cards-muted">
              {t('webapp.cards.result.voucher.validUntil', {
                date: formatDate(result.voucher.validUntil),
              })}
            </p>
          ) : null}
        </div>
      );
    default:
      return <p>{t(`webapp.cards.done.${result.action}`, { digits: card.lastDigits })}</p>;
  }
}
