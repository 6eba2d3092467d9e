import { useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';

/**
 * The overview's views: its payments, its standing orders (issue 28; deep link `?view=standing-orders`) and its
 * payment batches (issue 30; `?view=batches`).
 */
export const OVERVIEW_VIEWS = ['payments', 'standing-orders', 'batches'] as const;
export type OverviewView = (typeof OVERVIEW_VIEWS)[number];

const LABELS: Record<OverviewView, string> = {
  payments: 'webapp.payments.overview.views.payments',
  'standing-orders': 'webapp.payments.overview.views.standingOrders',
  batches: 'webapp.payments.bulk.tab',
};

export const tabId = (view: OverviewView) => `pay-overview-tab-${view}`;
export const panelId = (view: OverviewView) => `pay-overview-panel-${view}`;

/** The view a `?view=` parameter names; the payments for anything else. */
export const overviewViewOf = (value: string | null): OverviewView =>
  OVERVIEW_VIEWS.find((view) => view === value) ?? 'payments';

/**
 * The WAI-ARIA tabs pattern (automatic activation): one tab stop, the arrow keys, Home and End move between the
 * views and show them. The panel is rendered by the screen under `panelId(view)`.
 */
export function OverviewTabs({
  value,
  onChange,
}: {
  value: OverviewView;
  onChange: (view: OverviewView) => void;
}): ReactElement {
  const { t } = useTranslation();
  const tabs = useRef(new Map<OverviewView, HTMLButtonElement>());

  const move = (event: KeyboardEvent) => {
    const index = OVERVIEW_VIEWS.indexOf(value);
    const last = OVERVIEW_VIEWS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % OVERVIEW_VIEWS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % OVERVIEW_VIEWS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const view = OVERVIEW_VIEWS[target]!;
    onChange(view);
    tabs.current.get(view)?.focus();
  };

  return (
    <div className="pay-tabs" role="tablist" aria-label={t('webapp.payments.overview.views.label')}>
      {OVERVIEW_VIEWS.map((view) => (
        <button
          key={view}
          ref={(element) => {
            if (element) tabs.current.set(view, element);
            else tabs.current.delete(view);
          }}
          type="button"
          role="tab"
          id={tabId(view)}
          className="pay-tabs__tab"
          aria-selected={view === value}
          aria-controls={view === value ? panelId(view) : undefined}
          tabIndex={view === value ? 0 : -1}
          onClick={() => onChange(view)}
          onKeyDown={move}
        >
          {t(LABELS[view])}
        </button>
      ))}
    </div>
  );
}
