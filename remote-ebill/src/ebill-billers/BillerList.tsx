import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { RelatedBiller } from 'shared-kernel/domain';
import { Link } from 'shared-kernel/router';
import { Badge } from 'shared-kernel/ui';

export interface BillerListProps {
  billers: RelatedBiller[];
  selectedId: string | null;
}

/** The context's billers, each a link to its invoices and standing approval; the selected one is marked. */
export function BillerList({ billers, selectedId }: BillerListProps): ReactElement {
  const { t } = useTranslation();
  return (
    <ul className="ebill-billers" aria-label={t('webapp.ebill.billers.list')}>
      {billers.map((biller) => {
        const approval = biller.standingApprovals[0];
        return (
          <li key={biller.billerRelationId}>
            <Link
              to={`/ebill/billers/${biller.billerId}`}
              className="ebill-billers__link"
              aria-current={biller.billerId === selectedId ? 'true' : undefined}
              data-testid="biller-link"
              data-biller-id={biller.billerId}
            >
              <span className="ebill-billers__name">{biller.name}</span>
              <span className="ebill-muted">
                {biller.city} ·{' '}
                {t('webapp.ebill.billers.customerReference', { reference: biller.customerReference })}
              </span>
              <span className="k-cluster ebill-billers__badges">
                {biller.openInvoices > 0 ? (
                  <Badge
                    tone="warning"
                    label={{
                      key: 'webapp.ebill.billers.openInvoices',
                      values: { count: biller.openInvoices },
                    }}
                  />
                ) : null}
                {approval ? (
                  <Badge tone="info" label={`webapp.ebill.billers.approval.${approval.type}`} />
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
