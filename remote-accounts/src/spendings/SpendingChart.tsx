import { memo, useEffect, useId, useRef, useState, type ReactElement, type RefObject } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useSession } from 'shared-kernel/contract';
import { formatAmount, toApiDate, type SpendingPattern } from 'shared-kernel/domain';
import {
  AmountDisplay,
  Button,
  Card,
  Spinner,
  Table,
  useAmountVisible,
  useFormatLocale,
} from 'shared-kernel/ui';
import { fetchSpendings } from './api';
import { usePeriodLabel } from './periodLabel';
import './spendings.css';
import { spendingWindow, toSpendingBars, type SpendingBar } from './timeseries';

const CHART_HEIGHT = 160;
const VALUE_SPACE = 16;
const LABEL_SPACE = 22;
/** Room a period label needs at the chart's 11 px font: a short month name, or a day number. */
const LABEL_WIDTH = { 'YYYY-MM': 34, 'YYYY-MM-DD': 22 } as const;

/** Edge bars (the first two, the last two) anchor the amount above them inward. */
const valueAnchor = (index: number, count: number) =>
  count > 4 && index < 2 ? 'start' : count > 4 && index >= count - 2 ? 'end' : 'middle';
const valueX = (index: number, count: number, slot: number) =>
  ({ start: index * slot, middle: index * slot + slot / 2, end: (index + 1) * slot })[
    valueAnchor(index, count)
  ];

/** The element's width in CSS pixels (null until measured, and where ResizeObserver is missing). */
function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry ? entry.contentRect.width : null));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Plain SVG bars: one per period, the highest at full height; the table below says the same in words. */
function Bars({
  bars,
  pattern,
  labelledBy,
}: {
  bars: SpendingBar[];
  pattern: SpendingPattern;
  labelledBy: string;
}) {
  const label = usePeriodLabel(pattern);
  const amountVisible = useAmountVisible();
  const numberLocale = useFormatLocale();
  const top = bars.findIndex((bar) => bar.share === 1);
  const frame = useRef<HTMLDivElement>(null);
  const measured = useWidth(frame);
  // The drawing is as wide as its box, so its 11 px labels stay 11 px on a phone instead of shrinking.
  const slot = measured ? measured / Math.max(1, bars.length) : pattern === 'YYYY-MM' ? 56 : 24;
  const width = slot * Math.max(1, bars.length);
  // Labels that would collide are thinned out: every 2nd month on a phone, every 5th (or 10th) day.
  const labelEvery =
    pattern === 'YYYY-MM'
      ? Math.ceil(LABEL_WIDTH[pattern] / slot)
      : Math.max(5, Math.ceil(LABEL_WIDTH[pattern] / slot / 5) * 5);
  return (
    <div ref={frame}>
      <svg
        className="acc-chart"
        viewBox={`0 0 ${width} ${CHART_HEIGHT + LABEL_SPACE}`}
        role="img"
        aria-labelledby={labelledBy}
      >
        <line x1="0" x2={width} y1={CHART_HEIGHT} y2={CHART_HEIGHT} className="acc-chart__axis" />
        {bars.map((bar, index) => {
          const height = Math.max(bar.share > 0 ? 2 : 0, bar.share * (CHART_HEIGHT - VALUE_SPACE));
          return (
            <g key={bar.period}>
              <rect
                className="acc-chart__bar"
                x={index * slot + slot * 0.15}
                width={slot * 0.7}
                y={CHART_HEIGHT - height}
                height={height}
              />
              {/* The highest bar names its amount, unless amounts are hidden (navbar eye toggle). */}
              {index === top && amountVisible ? (
                <text
                  className="acc-chart__value"
                  // Near an edge the amount is anchored inward so it is never cut off.
                  x={valueX(index, bars.length, slot)}
                  y={CHART_HEIGHT - height - 4}
                  textAnchor={valueAnchor(index, bars.length)}
                >
                  {formatAmount(bar.amount, numberLocale)}
                </text>
              ) : null}
              {index % labelEvery === 0 ? (
                <text
                  className="acc-chart__label"
                  x={index * slot + slot / 2}
                  y={CHART_HEIGHT + 15}
                  textAnchor="middle"
                >
                  {label(bar.period)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/**
 * Spending statistics of the selected account by month or day (spec §3, §7 POST /spendings/timeseries).
 * Memoised: it depends on the account alone, so a filter of the transactions list beside it (issue 17)
 * does not render it again.
 */
export const SpendingChart = memo(function SpendingChart({
  cashAccountUid,
  currency,
}: {
  cashAccountUid: string;
  currency: string;
}): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const summaryId = useId();
  const [pattern, setPattern] = useState<SpendingPattern>('YYYY-MM');
  const [bars, setBars] = useState<SpendingBar[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [asTable, setAsTable] = useState(false);
  const label = usePeriodLabel(pattern);

  useEffect(() => {
    let active = true;
    const window = spendingWindow(pattern, toApiDate(new Date()));
    setBars(null);
    setFailed(false);
    fetchSpendings(api, session, cashAccountUid, pattern, window)
      .then((answer) => active && setBars(toSpendingBars(answer, window, currency)))
      .catch((error: unknown) => {
        console.error('[accounts] spendings failed', error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [api, session, cashAccountUid, currency, pattern]);

  const highest = bars?.reduce<SpendingBar | null>(
    (top, bar) => (!top || bar.share > top.share ? bar : top),
    null,
  );
  return (
    <Card
      title="app.accounts.spendings.title"
      actions={
        <div className="k-cluster" role="group" aria-label={t('app.accounts.spendings.unit')}>
          {(['YYYY-MM', 'YYYY-MM-DD'] as const).map((choice) => (
            <Button
              key={choice}
              variant={choice === pattern ? 'primary' : 'secondary'}
              aria-pressed={choice === pattern}
              label={choice === 'YYYY-MM' ? 'app.accounts.spendings.byMonth' : 'app.accounts.spendings.byDay'}
              onClick={() => setPattern(choice)}
            />
          ))}
          <Button
            variant="link"
            aria-pressed={asTable}
            label={asTable ? 'app.accounts.spendings.showChart' : 'app.accounts.spendings.showTable'}
            onClick={() => setAsTable((value) => !value)}
          />
        </div>
      }
    >
      {failed ? (
        <p>{t('app.accounts.spendings.failed')}</p>
      ) : !bars ? (
        // As tall as the chart it waits for, so the list below does not move when the chart comes (CLS).
        <div className="acc-chart__loading">
          <Spinner />
        </div>
      ) : (
        <>
          <p id={summaryId} className="acc-chart__summary">
            {highest && highest.share > 0
              ? // A month is "in November 2026", a day "on 1 November 2026": one sentence per unit.
                t(`app.accounts.spendings.summary.${pattern === 'YYYY-MM' ? 'byMonth' : 'byDay'}`, {
                  period: label(highest.period, true),
                  count: bars.length,
                })
              : t('app.accounts.spendings.none')}
          </p>
          {asTable ? (
            <Table
              caption="app.accounts.spendings.title"
              captionHidden
              columns={[
                {
                  id: 'period',
                  header: 'app.accounts.spendings.period',
                  rowHeader: true,
                  cell: (bar) => label(bar.period, true),
                },
                {
                  id: 'amount',
                  header: 'dict.amount',
                  numeric: true,
                  cell: (bar) => <AmountDisplay amount={bar.amount} />,
                },
              ]}
              rows={bars}
              rowKey={(bar) => bar.period}
            />
          ) : (
            <Bars bars={bars} pattern={pattern} labelledBy={summaryId} />
          )}
        </>
      )}
    </Card>
  );
});
