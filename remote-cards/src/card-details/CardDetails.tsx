import { useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useSession } from 'shared-kernel/contract';
import type { Card, CardAction, CardActionResult } from 'shared-kernel/domain';
import { AmountDisplay, Button, Card as Panel } from 'shared-kernel/ui';
import { CardFace } from '../card-face/CardFace';
import { DANGER_ACTIONS, offeredActions } from './actions';
import { CardActionDialog } from './CardActionDialog';
import { CardPayments } from './CardPayments';

export interface CardDetailsProps {
  card: Card;
  /** The card after an action, and the replacement it ordered: the screen shows them at once. */
  onChanged: (result: CardActionResult) => void;
  onShowCard: (cardUid: string) => void;
}

/** Share of the month's limit spent, 0–100 (for the meter). */
function spentShare(card: Card): number {
  const { monthlySpending, spentThisMonth } = card.limits;
  if (monthlySpending.value <= 0) return 100;
  const spent = spentThisMonth.value * 10 ** (monthlySpending.factor - spentThisMonth.factor);
  return Math.min(100, Math.max(0, Math.round((spent / monthlySpending.value) * 100)));
}

/**
 * One card: its face, what it is (holder, kind, debit account, limits and what the month spent, blocked merchant
 * categories, payment rules, the card it replaces or was replaced by), the actions its reader may take now, each
 * behind its dialog, and its latest payments.
 */
export function CardDetails({ card, onChanged, onShowCard }: CardDetailsProps): ReactElement {
  const { t } = useTranslation();
  const session = useSession();
  const [action, setAction] = useState<CardAction | null>(null);
  const actions = offeredActions(card);
  const account = session.cashAccounts.find((candidate) => candidate.uid === card.debitAccountUid);
  const share = spentShare(card);

  return (
    <Panel title={{ key: 'webapp.cards.details.title', values: { digits: card.lastDigits } }}>
      <div className="k-stack" data-testid="card-details" data-card-uid={card.baseCardDetails.cardUID}>
        <CardFace card={card} />
        {actions.length > 0 ? (
          <div className="cards-actions" role="group" aria-label={t('webapp.cards.details.actions')}>
            {actions.map((candidate) => (
              <Button
                key={candidate}
                variant={
                  candidate === actions[0]
                    ? 'primary'
                    : DANGER_ACTIONS.includes(candidate)
                      ? 'danger'
                      : 'secondary'
                }
                label={`webapp.cards.action.${candidate}`}
                data-action={candidate}
                onClick={() => setAction(candidate)}
              />
            ))}
          </div>
        ) : (
          <p className="cards-muted">{t('webapp.cards.details.noActions')}</p>
        )}
        <dl className="cards-facts">
          <dt>{t('webapp.cards.details.status')}</dt>
          <dd data-testid="card-status" data-status={card.baseCardDetails.status}>
            {t(`webapp.cards.status.${card.baseCardDetails.status}`)}
          </dd>
          <dt>{t('webapp.cards.details.holder')}</dt>
          <dd>{card.baseCardDetails.holderEnriched.name}</dd>
          <dt>{t('webapp.cards.details.kind')}</dt>
          <dd>{t(`webapp.cards.kindLong.${card.kind}`)}</dd>
          <dt>{t('webapp.cards.details.number')}</dt>
          <dd className="cards-mono">{card.maskedPan}</dd>
          <dt>{t('webapp.cards.expiry')}</dt>
          <dd>{card.expiry}</dd>
          {account ? (
            <>
              <dt>{t('webapp.cards.details.account')}</dt>
              <dd>{account.accountName}</dd>
            </>
          ) : null}
          <dt>{t('webapp.cards.limit.monthlySpending')}</dt>
          <dd data-testid="card-monthly-limit">
            <AmountDisplay amount={card.limits.monthlySpending} withCurrency />
          </dd>
          <dt>{t('webapp.cards.limit.spentThisMonth')}</dt>
          <dd>
            <AmountDisplay amount={card.limits.spentThisMonth} withCurrency />
            {/* A native meter: no inline style (the app's CSP allows none). */}
            <meter
              className="cards-meter"
              min={0}
              max={100}
              low={80}
              high={95}
              optimum={0}
              value={share}
              aria-label={t('webapp.cards.limit.used')}
              aria-valuetext={t('webapp.cards.limit.usedShare', { share })}
            />
          </dd>
          <dt>{t('webapp.cards.limit.atmMonthly')}</dt>
          <dd data-testid="card-atm-limit">
            <AmountDisplay amount={card.limits.atmMonthly} withCurrency />
          </dd>
          <dt>{t('webapp.cards.details.blocked')}</dt>
          <dd>
            {card.blockedMerchantCategories.length === 0
              ? t('webapp.cards.details.noneBlocked')
              : card.blockedMerchantCategories
                  .map((category) => t(`webapp.cards.category.${category}`))
                  .join(', ')}
          </dd>
          {card.transactionFilters.length > 0 ? (
            <>
              <dt>{t('webapp.cards.details.filters')}</dt>
              <dd>
                <ul className="cards-rows">
                  {card.transactionFilters.map((rule) => (
                    <li key={rule.uid}>
                      {t('webapp.cards.details.filter', {
                        label: rule.label,
                        categories:
                          rule.merchantCategories.length === 0
                            ? t('webapp.cards.details.allCategories')
                            : rule.merchantCategories
                                .map((category) => t(`webapp.cards.category.${category}`))
                                .join(', '),
                      })}{' '}
                      <AmountDisplay
                        amount={{ value: rule.maxAmountValue, factor: 2, currency: 'CHF' }}
                        withCurrency
                      />
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          {card.replacesCardUid ? (
            <>
              <dt>{t('webapp.cards.details.replaces')}</dt>
              <dd>
                <Button
                  variant="link"
                  label="webapp.cards.details.showReplaced"
                  onClick={() => onShowCard(card.replacesCardUid!)}
                />
              </dd>
            </>
          ) : null}
          {card.replacedByCardUid ? (
            <>
              <dt>{t('webapp.cards.details.replacedBy')}</dt>
              <dd>
                <Button
                  variant="link"
                  label="webapp.cards.details.showReplacement"
                  onClick={() => onShowCard(card.replacedByCardUid!)}
                />
              </dd>
            </>
          ) : null}
        </dl>
        <CardPayments card={card} />
      </div>
      {action ? (
        <CardActionDialog
          card={card}
          action={action}
          onClose={() => setAction(null)}
          onDone={onChanged}
          onShowCard={(uid) => {
            setAction(null);
            onShowCard(uid);
          }}
        />
      ) : null}
    </Panel>
  );
}
