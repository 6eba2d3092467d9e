/**
 * Documents (/documents/:id?): the person's statement exports. A request creates an export ticket that moves
 * new → active → used (spec §4); exportTicket stream events mark tickets stale and each row reloads through the
 * kernel's staleness tracker, so progress shows without polling. `:id` highlights one ticket.
 */
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'shared-kernel/router';
import { filter, useStaleReload } from 'shared-kernel/bus';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import {
  EXPORT_FORMATS,
  formatDate,
  formatDateTime,
  toApiDate,
  type ExportFormat,
  type ExportTicket,
} from 'shared-kernel/domain';
import {
  Alert,
  Badge,
  type BadgeTone,
  Button,
  Card,
  type Message,
  Page,
  Select,
  Spinner,
  Table,
  useMessage,
} from 'shared-kernel/ui';
import { DatePicker } from 'shared-kernel/widgets';
import './customer-screens.css';
import { downloadExport, fetchExportTickets, requestExport } from './api';
import { fieldMessagesOf, formMessageOf } from './fieldErrors';
import { isDownloadable, listedTickets, previousMonth } from './tickets';
import { TableScroller } from '../screen/TableScroller';

export type DocumentsProps = Pick<RemoteScreenProps, 'api' | 'bus' | 'session'>;

const STATUS_TONE: Record<ExportTicket['status'], BadgeTone> = {
  new: 'info',
  active: 'success',
  used: 'neutral',
  failed: 'error',
};

/** The status of one ticket; an exportTicket event about it reloads the list (once per event). */
function TicketStatus({ ticket, onReload }: { ticket: ExportTicket; onReload: () => Promise<void> }) {
  useStaleReload('exportTicket', ticket.uid, onReload);
  return ticket.status === 'new' ? (
    <Spinner label="app.customer.documents.preparing" />
  ) : (
    <Badge label={`dict.exportTicketStatus.${ticket.status}`} tone={STATUS_TONE[ticket.status]} />
  );
}

function DownloadButton({ onDownload }: { onDownload: () => Promise<void> }) {
  const [downloading, setDownloading] = useState(false);
  return (
    <Button
      variant="secondary"
      icon="download"
      label="app.customer.documents.download"
      loading={downloading}
      onClick={() => {
        setDownloading(true);
        void onDownload().finally(() => setDownloading(false));
      }}
    />
  );
}

export function Documents({ api, bus, session }: DocumentsProps) {
  const tm = useMessage();
  const { id: highlightedUid } = useParams();
  const personUid = session.user?.uid ?? null;
  const accounts = session.cashAccounts;
  const [tickets, setTickets] = useState<ExportTicket[] | null>(null);
  const initialPeriod = useMemo(() => previousMonth(), []);
  const today = useMemo(() => toApiDate(new Date()), []);
  const [cashAccountUid, setCashAccountUid] = useState(
    session.selectedCashAccountUid ?? accounts[0]?.uid ?? '',
  );
  const [from, setFrom] = useState(initialPeriod.from);
  const [to, setTo] = useState(initialPeriod.to);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, Message>>({});
  const [formError, setFormError] = useState<Message | null>(null);

  const accountUids = useMemo(() => new Set(accounts.map((account) => account.uid)), [accounts]);
  const reload = useCallback(async () => {
    if (!personUid) return;
    try {
      setTickets(listedTickets(await fetchExportTickets(api, personUid), accountUids));
    } catch (error) {
      // Spec §8: the api client shows the technical alert; the list stays as it was.
      console.error('[documents] loading export tickets failed', error);
      setTickets((current) => current ?? []);
    }
  }, [api, personUid, accountUids]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // A ticket requested elsewhere (another tab) arrives as an event about a uid this list does not hold yet.
  useEffect(() => {
    const known = new Set((tickets ?? []).map((ticket) => ticket.uid));
    const subscription = bus.stream$
      .pipe(filter((message) => message.type === 'exportTicket'))
      .subscribe((message) => {
        const uid = message.message.exportTicketUID;
        if (uid && !known.has(uid)) void reload();
      });
    return () => subscription.unsubscribe();
  }, [bus, tickets, reload]);

  const accountNames = useMemo(
    () => new Map(accounts.map((account) => [account.uid, account.accountName])),
    [accounts],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!personUid) return;
    setSubmitting(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const ticket = await requestExport(api, personUid, { cashAccountUid, from, to, format });
      setTickets((current) =>
        listedTickets([ticket, ...(current ?? []).filter((other) => other.uid !== ticket.uid)], accountUids),
      );
      bus.alert({
        message: 'app.customer.documents.requested',
        alertType: 'success',
        autoDismissDelay: 5000,
      });
    } catch (error) {
      setFieldErrors(fieldMessagesOf(error));
      setFormError(formMessageOf(error));
    } finally {
      setSubmitting(false);
    }
  };

  // A partnership's statements are the company's, not the person's: the list says whose they are.
  const listTitle: Message =
    session.currentContext && session.currentContext.type !== 'private'
      ? { key: 'app.customer.documents.list.titleOf', values: { name: session.currentContext.name } }
      : 'app.customer.documents.list.title';

  const download = async (ticket: ExportTicket) => {
    try {
      await downloadExport(api, ticket);
    } catch (error) {
      console.error('[documents] download failed', error);
      bus.alert({
        message: 'app.customer.documents.downloadFailed',
        alertType: 'error',
        autoDismissDelay: 5000,
      });
    }
  };

  return (
    <Page title="webapp.title.documents">
      <div className="k-stack kc-screen">
        <Card title="app.customer.documents.request.title">
          <form className="k-stack" onSubmit={(event) => void submit(event)} noValidate>
            <Select
              label="app.customer.documents.request.account"
              required
              placeholder={null}
              value={cashAccountUid}
              onChange={(event) => setCashAccountUid(event.target.value)}
              options={accounts.map((account) => ({
                value: account.uid,
                label: { text: `${account.accountName} · ${account.currency}` },
              }))}
              error={fieldErrors.cashAccountUid}
            />
            <div className="k-grid kc-grid-narrow">
              <DatePicker
                label="app.customer.documents.request.from"
                required
                weekendAllowed
                value={from || null}
                maxDate={to || today}
                onChange={(iso) => setFrom(iso ?? '')}
                error={fieldErrors.from}
              />
              <DatePicker
                label="app.customer.documents.request.to"
                required
                weekendAllowed
                value={to || null}
                minDate={from || undefined}
                maxDate={today}
                onChange={(iso) => setTo(iso ?? '')}
                error={fieldErrors.to}
              />
              <Select
                label="app.customer.documents.request.format"
                required
                placeholder={null}
                value={format}
                onChange={(event) => setFormat(event.target.value as ExportFormat)}
                options={EXPORT_FORMATS.map((value) => ({
                  value,
                  label: `app.customer.documents.format.${value}`,
                }))}
              />
            </div>
            {formError ? <Alert type="error" message={formError} /> : null}
            <div className="k-cluster">
              <Button
                type="submit"
                icon="file"
                label="app.customer.documents.request.submit"
                loading={submitting}
                disabled={!cashAccountUid || !from || !to}
              />
            </div>
          </form>
        </Card>
        <Card title={listTitle}>
          {tickets === null ? (
            <Spinner />
          ) : (
            <TableScroller label={listTitle}>
              <div className="kc-ticket-table">
                <Table
                  caption={listTitle}
                  captionHidden
                  rows={tickets}
                  rowKey={(ticket) => ticket.uid}
                  empty="app.customer.documents.list.empty"
                  columns={[
                    {
                      id: 'created',
                      header: 'app.customer.documents.column.created',
                      rowHeader: true,
                      cell: (ticket) => (
                        <span className={ticket.uid === highlightedUid ? 'kc-highlight' : undefined}>
                          {/* On a phone the row is a card without column headers: this cell says what it is. */}
                          <span className="kc-narrow-label">
                            {tm('app.customer.documents.column.created')}{' '}
                          </span>
                          {formatDateTime(ticket.createdAt)}
                        </span>
                      ),
                    },
                    {
                      id: 'account',
                      header: 'app.customer.documents.column.account',
                      cell: (ticket) => accountNames.get(ticket.cashAccountUid) ?? '—',
                    },
                    {
                      id: 'period',
                      header: 'app.customer.documents.column.period',
                      cell: (ticket) => `${formatDate(ticket.from)} – ${formatDate(ticket.to)}`,
                    },
                    {
                      id: 'format',
                      header: 'app.customer.documents.column.format',
                      cell: (ticket) => <FormatName format={ticket.format} />,
                    },
                    {
                      id: 'status',
                      header: 'dict.status',
                      cell: (ticket) => <TicketStatus ticket={ticket} onReload={reload} />,
                    },
                    {
                      id: 'actions',
                      header: 'app.customer.documents.column.actions',
                      cell: (ticket) =>
                        isDownloadable(ticket) ? (
                          <DownloadButton onDownload={() => download(ticket)} />
                        ) : null,
                    },
                  ]}
                />
              </div>
            </TableScroller>
          )}
        </Card>
      </div>
    </Page>
  );
}

function FormatName({ format }: { format: ExportFormat }) {
  const tm = useMessage();
  return <>{tm(`app.customer.documents.formatShort.${format}`)}</>;
}
