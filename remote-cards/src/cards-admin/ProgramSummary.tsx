import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { CardProgram } from 'shared-kernel/domain';
import { AmountDisplay, Badge, type BadgeTone } from 'shared-kernel/ui';

const CONTRACT_TONES: Record<CardProgram['contract']['status'], BadgeTone> = {
  new: 'info',
  offered: 'info',
  signed: 'info',
  active: 'success',
  cancelling: 'warning',
  cancelled: 'neutral',
  expired: 'neutral',
  retired: 'neutral',
};

/**
 * A card program (spec §3): its contract's status, the default ATM limit, the accounts its cards may debit and
 * the card counts by status (the gateway counts new and funded as pending, spec §4).
 */
export function ProgramSummary({ program }: { program: CardProgram }): ReactElement {
  const { t } = useTranslation();
  const counts = program.numCards.filter((entry) => entry.count > 0);
  return (
    <dl className="cards-facts" data-testid="card-program">
      <dt>{t('webapp.cards.admin.contract')}</dt>
      <dd>
        <Badge
          tone={CONTRACT_TONES[program.contract.status]}
          label={`webapp.cards.contractStatus.${program.contract.status}`}
        />
      </dd>
      <dt>{t('webapp.cards.admin.defaultAtm')}</dt>
      <dd>
        <AmountDisplay amount={program.program.defaultATMMonthlyLimit} withCurrency />
      </dd>
      <dt>{t('webapp.cards.admin.allowedAccounts')}</dt>
      <dd>
        <ul className="cards-rows">
          {program.contract.allowedDebitAccounts.map(({ accountEnriched }) => (
            <li key={accountEnriched.uid}>
              {accountEnriched.name} <span className="cards-mono cards-muted">{accountEnriched.iban}</span>
            </li>
          ))}
        </ul>
      </dd>
      <dt>{t('webapp.cards.admin.counts')}</dt>
      <dd data-testid="card-counts">
        {counts.length === 0
          ? t('webapp.cards.admin.noCards')
          : counts
              .map((entry) =>
                t('webapp.cards.admin.count', {
                  n: entry.count,
                  status: t(`webapp.cards.status.${entry.entityStatus}`),
                }),
              )
              .join(' · ')}
      </dd>
    </dl>
  );
}
