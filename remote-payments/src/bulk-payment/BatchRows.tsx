import { useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { formatDate, maskIban, type PaymentBatchRow } from 'shared-kernel/domain';
import { AmountDisplay, Badge } from 'shared-kernel/ui';
import '../standing-orders/standing-orders.css';

const COLUMNS = ['row', 'beneficiary', 'amount', 'date', 'result'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * Every row of a checked file with its result: valid, or its errors (field and message, as the gateway
 * translated them). A filter shows only the rows with errors. A table on wide screens, one card per row in a
 * narrow column (390 px), as the standing-order list.
 */
export function BatchRows({ rows }: { rows: readonly PaymentBatchRow[] }): ReactElement {
  const { t } = useTranslation();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const shown = onlyErrors ? rows.filter((row) => !row.valid) : rows;
  const header = (column: Column) => t(`webapp.payments.bulk.columns.${column}`);
  const fieldLabel = (field: string) =>
    t(`webapp.payments.bulk.fields.${field.replace(/\./g, '_')}`, { defaultValue: field });
  return (
    <div className="k-stack">
      <label className="pay-bulk__filter">
        <input
          type="checkbox"
          checked={onlyErrors}
          onChange={(event) => setOnlyErrors(event.target.checked)}
        />{' '}
        {t('webapp.payments.bulk.onlyErrors', { n: rows.filter((row) => !row.valid).length })}
      </label>
      <div className="pay-standing-wrap">
        <table className="pay-standing pay-bulk__rows">
          <caption className="k-visually-hidden">{t('webapp.payments.bulk.rowsCaption')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={column === 'amount' ? 'pay-standing__num' : undefined}
                >
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} data-testid="bulk-row" data-row={row.row} data-valid={row.valid}>
                <td data-label={header('row')}>{row.row}</td>
                <th scope="row" data-label={header('beneficiary')}>
                  <span className="pay-standing__name">{row.name ?? '—'}</span>
                  {row.iban ? (
                    <span className="pay-mono pay-muted pay-standing__sub">{maskIban(row.iban)}</span>
                  ) : null}
                </th>
                <td className="pay-standing__num" data-label={header('amount')}>
                  {row.amount ? (
                    <span className="pay-standing__amount">
                      {row.amount.currency} <AmountDisplay amount={row.amount} />
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label={header('date')}>{row.paymentTime ? formatDate(row.paymentTime) : '—'}</td>
                <td data-label={header('result')} className={row.valid ? undefined : 'pay-bulk__result-cell'}>
                  {row.valid ? (
                    <Badge tone="success" label="webapp.payments.bulk.valid" />
                  ) : (
                    <span className="k-stack pay-bulk__issues">
                      <Badge tone="error" label="webapp.payments.bulk.invalid" />
                      <ul>
                        {row.issues.map((issue) => (
                          <li
                            key={`${issue.field}-${issue.code}`}
                            data-testid="bulk-issue"
                            data-code={issue.code}
                          >
                            <strong>{fieldLabel(issue.field)}:</strong> {issue.message}
                          </li>
                        ))}
                      </ul>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
