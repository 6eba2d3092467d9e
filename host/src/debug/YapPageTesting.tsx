import { useState, type ReactElement } from 'react';
import {
  Alert,
  AmountDisplay,
  Button,
  Card,
  EmptyState,
  IconButton,
  KernelProvider,
  Page,
  Table,
  useAmountVisible,
} from 'shared-kernel/ui';
import type { Amount } from 'shared-kernel/domain';

interface Booking {
  id: string;
  date: string;
  text: string;
  amount: Amount;
}

const chf = (value: number): Amount => ({ value, factor: 2, currency: 'CHF' });
const bookings: Booking[] = [
  { id: 'b1', date: '02.11.2026', text: 'Migros Bern', amount: chf(-8435) },
  { id: 'b2', date: '25.10.2026', text: 'Lohn Oktober', amount: chf(612000) },
  { id: 'b3', date: '01.10.2026', text: 'Miete Oktober', amount: chf(-185000) },
];

/** Spec debug page "yap-page": the Page layout with back, actions, cards, a table, amounts and an empty state. */
export function YapPageTesting(): ReactElement {
  const sessionVisible = useAmountVisible();
  const [visible, setVisible] = useState(sessionVisible);
  const [backPressed, setBackPressed] = useState(false);
  return (
    <KernelProvider amountVisible={visible}>
      <Page
        title="webapp.debug.page.title"
        onBack={() => setBackPressed(true)}
        actions={
          <>
            <IconButton
              icon={visible ? 'eye-off' : 'eye'}
              label="webapp.debug.page.toggle_amounts"
              aria-pressed={!visible}
              onClick={() => setVisible((v) => !v)}
            />
            <Button label="webapp.debug.button.with_icon" icon="plus" />
          </>
        }
      >
        <div className="k-stack">
          <Alert type="info" message="webapp.debug.notice" />
          {backPressed ? (
            <Alert
              type="info"
              message="webapp.debug.page.back_pressed"
              onDismiss={() => setBackPressed(false)}
            />
          ) : null}
          <Card title="webapp.debug.page.balance">
            <p style={{ fontSize: 'var(--k-font-size-xl)', margin: 0 }}>
              CHF <AmountDisplay amount={chf(1234550)} />
            </p>
          </Card>
          <Card title="webapp.debug.page.bookings">
            <Table<Booking>
              caption="webapp.debug.page.bookings"
              captionHidden
              rows={bookings}
              rowKey={(row) => row.id}
              columns={[
                { id: 'date', header: 'webapp.debug.page.date', cell: (row) => row.date },
                { id: 'text', header: 'webapp.debug.page.text', cell: (row) => row.text, rowHeader: true },
                {
                  id: 'amount',
                  header: 'webapp.debug.page.amount',
                  numeric: true,
                  cell: (row) => <AmountDisplay amount={row.amount} signColour />,
                },
              ]}
            />
          </Card>
          <Card title="webapp.debug.page.documents">
            <EmptyState
              icon="documents"
              title="webapp.debug.page.empty_title"
              description="webapp.debug.page.empty_text"
            />
          </Card>
        </div>
      </Page>
    </KernelProvider>
  );
}
