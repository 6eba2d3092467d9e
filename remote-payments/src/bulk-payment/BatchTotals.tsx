import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { AmountDisplay } from 'shared-kernel/ui';

/** A batch's totals, one per currency ("Total: CHF 1'234.50"). */
export function BatchTotals({
  totals,
  label = 'webapp.payments.bulk.total',
}: {
  totals: readonly { value: number; factor: number; currency: string }[];
  /** The words before the amounts (the valid rows' total, or a batch's). */
  label?: string;
}): ReactElement | null {
  const { t } = useTranslation();
  if (totals.length === 0) return null;
  return (
    <span className="pay-bulk__totals">
      {t(label)}{' '}
      {totals.map((total, index) => (
        <span key={total.currency}>
          {index > 0 ? ', ' : null}
          {total.currency} <AmountDisplay amount={total} />
        </span>
      ))}
    </span>
  );
}
