import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { formatDateTime, type BulkCardOrder } from 'shared-kernel/domain';
import { Badge, type BadgeTone } from 'shared-kernel/ui';

const ORDER_TONES: Record<BulkCardOrder['status'], BadgeTone> = {
  new: 'info',
  executed: 'success',
  failed: 'error',
  expired: 'neutral',
};

/** Spec §4: expired bulk orders are hidden. */
export const shownBulkOrders = (orders: BulkCardOrder[]): BulkCardOrder[] =>
  orders.filter((order) => order.status !== 'expired').sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The program's bulk card orders, newest first: when, status, and the cards each ordered for whom. */
export function BulkOrders({
  orders,
  accountName,
}: {
  orders: BulkCardOrder[];
  accountName: (uid: string) => string;
}): ReactElement {
  const { t } = useTranslation();
  const shown = shownBulkOrders(orders);
  if (shown.length === 0) return <p className="cards-muted">{t('webapp.cards.admin.noOrders')}</p>;
  return (
    <ul className="cards-rows" data-testid="bulk-orders">
      {shown.map((order) => (
        <li
          key={order.bulkOrderUid}
          className="cards-row"
          data-testid="bulk-order"
          data-status={order.status}
        >
          <span>
            <strong>{formatDateTime(order.createdAt)}</strong>
            <br />
            {order.items.map((item, index) => (
              <span key={index} className="cards-muted">
                {t('webapp.cards.admin.orderItem', {
                  holder: item.holderEnriched.name,
                  kind: t(`webapp.cards.kindLong.${item.kind}`),
                  account: accountName(item.debitAccountUid),
                })}
                <br />
              </span>
            ))}
            {order.failureReason ? <span className="cards-muted">{order.failureReason}</span> : null}
          </span>
          <Badge tone={ORDER_TONES[order.status]} label={`webapp.cards.orderStatus.${order.status}`} />
        </li>
      ))}
    </ul>
  );
}
