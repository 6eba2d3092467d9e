import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { expectNoAxeViolations, renderScreen } from '../testing';
import { SchemaForm } from '../forms';
import {
  Alert,
  AlertStack,
  AmountDisplay,
  Badge,
  Button,
  Card,
  EmptyState,
  IconButton,
  Input,
  Modal,
  Page,
  SearchField,
  Section,
  Select,
  Spinner,
  Table,
} from './index';
import { DatePicker, FileUploader, MaskedInput } from '../widgets';

function Gallery() {
  const [iban, setIban] = useState('CH93 30334 000000084520');
  const [date, setDate] = useState<string | null>('2026-11-24');
  return (
    <Page
      title="webapp.debug.title.components"
      actions={<Button label="webapp.debug.button.primary" />}
      onBack={() => undefined}
    >
      <AlertStack />
      <Section title="webapp.debug.title.input">
        <Input label="webapp.debug.input.name" hint="webapp.debug.input.name_hint" required />
        <Input label="webapp.debug.input.reference" error="webapp.debug.input.reference_error" />
        <MaskedInput label="webapp.debug.masked.iban_label" mask="iban" value={iban} onChange={setIban} />
        <Select
          label="webapp.debug.input.category"
          options={[{ value: 'rent', label: 'webapp.debug.input.category_rent' }]}
        />
        <SearchField label="webapp.debug.input.search" onSearch={() => undefined} />
        <DatePicker
          label="webapp.debug.input.payment_date"
          value={date}
          onChange={setDate}
          minDate="2026-11-23"
        />
        <FileUploader
          label="webapp.debug.uploader.label"
          upload={() => new Promise(() => undefined)}
          initialFiles={[
            {
              key: 'a',
              name: 'Quittung_Migros_Zuerich_November.pdf',
              type: 'application/pdf',
              status: 'done',
              progress: 1,
              details: 'ok',
            },
            { key: 'b', name: 'scan.png', type: 'image/png', status: 'uploading', progress: 0.3 },
          ]}
        />
      </Section>
      <Card title="webapp.debug.page.bookings">
        <div className="k-cluster">
          <Button variant="secondary" label="webapp.debug.button.secondary" />
          <Button variant="danger" label="webapp.debug.button.danger" />
          <Button variant="link" label="webapp.debug.button.link" />
          <Button label="webapp.debug.button.loading" loading />
          <IconButton icon="copy" label="webapp.debug.button.icon_only" />
          <Badge tone="success" label="webapp.debug.badge.executed" />
          <Spinner />
        </div>
        <Alert type="warning" message="webapp.debug.alerts.warning" onDismiss={() => undefined} />
        <Table
          caption="webapp.debug.page.bookings"
          rows={[{ id: '1', text: 'Migros', amount: { value: -8435, factor: 2, currency: 'CHF' } }]}
          rowKey={(row) => row.id}
          columns={[
            { id: 'text', header: 'webapp.debug.page.text', cell: (row) => row.text, rowHeader: true },
            {
              id: 'amount',
              header: 'webapp.debug.page.amount',
              numeric: true,
              cell: (row) => <AmountDisplay amount={row.amount} />,
            },
          ]}
        />
        <AmountDisplay amount={{ value: 100, factor: 2, currency: 'CHF' }} visible={false} />
        <EmptyState
          icon="documents"
          title="webapp.debug.page.empty_title"
          description="webapp.debug.page.empty_text"
        />
      </Card>
      <SchemaForm
        schema={{
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', title: 'webapp.debug.input.name' },
            quantity: { type: 'integer', title: 'webapp.debug.input.quantity' },
            currency: { type: 'string', title: 'webapp.debug.input.currency', enum: ['CHF', 'EUR'] },
          },
        }}
        onSubmit={() => undefined}
        submitLabel="webapp.debug.input.submit"
      />
    </Page>
  );
}

describe.each(['light', 'dark'])('UI kit accessibility in the %s theme', (theme) => {
  beforeEach(() => {
    document.documentElement.dataset.theme = theme;
  });

  it('has no axe violations in the component gallery', async () => {
    const { container, bus } = renderScreen(<Gallery />);
    act(() => bus.alert({ alertType: 'error', message: 'webapp.debug.alerts.error' }));
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with the calendar and a modal open', async () => {
    function WithModal() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Gallery />
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title="webapp.debug.components.modal_title"
            size="sm"
          >
            <p>x</p>
          </Modal>
        </>
      );
    }
    renderScreen(<WithModal />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    await expectNoAxeViolations(document.body);
  });
});
