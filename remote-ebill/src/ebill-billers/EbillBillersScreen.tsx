import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useSession } from 'shared-kernel/contract';
import { canManageEbill, type EbillInvoice, type RelatedBiller } from 'shared-kernel/domain';
import { Link, useNavigate, useParams, useSearchParams } from 'shared-kernel/router';
import { Alert, Button, Card, EmptyState, Page, Section, Spinner } from 'shared-kernel/ui';
import { ebillBaseOf, fetchBillers, fetchInvoices } from '../api/ebill';
import { InvoiceDetails } from '../invoice-details/InvoiceDetails';
import { useEbillEvents } from '../live/useEbillEvents';
import { refusalKeyOf } from '../refusals';
import { StandingApprovalEditor } from '../standing-approval/StandingApprovalEditor';
import { BillerList } from './BillerList';
import { InvoiceList } from './InvoiceList';
import '../ebill.css';

/** The query parameter naming the invoice whose details are open (a link to it opens them). */
export const INVOICE_PARAM = 'invoice';

/**
 * Route /ebill/billers/:id? (spec §2): the context's billers; one biller's invoices (open first) and its standing
 * approval editor; an invoice's details as a dialog named by `?invoice=<businessCaseId>`. Live: an eBill event
 * (an invoice arrived, rejected, settled, not covered) reloads, so a biller's new invoice shows without a reload.
 */
export function EbillBillersScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const base = ebillBaseOf(session);
  const [billers, setBillers] = useState<RelatedBiller[] | null>(null);
  const [invoices, setInvoices] = useState<EbillInvoice[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [linked, setLinked] = useState<EbillInvoice | null>(null);
  const openInvoiceId = search.get(INVOICE_PARAM);

  const selected = billers
    ? (billers.find((biller) => biller.billerId === id) ?? (id ? null : billers[0]))
    : null;
  const selectedId = selected?.billerId ?? null;

  const loadBillers = useCallback(async () => {
    try {
      setBillers(await fetchBillers(api, base));
      setRefusal(null);
    } catch (error) {
      console.error('[ebill] billers failed', error);
      setRefusal(refusalKeyOf(error));
    }
  }, [api, base]);

  const loadInvoices = useCallback(async () => {
    if (!selectedId) return;
    try {
      setInvoices(await fetchInvoices(api, base, { billerId: selectedId }));
    } catch (error) {
      console.error('[ebill] invoices failed', error);
    }
  }, [api, base, selectedId]);

  useEffect(() => {
    void loadBillers();
  }, [loadBillers]);
  useEffect(() => {
    setInvoices([]);
    void loadInvoices();
  }, [loadInvoices]);

  const reload = useCallback(async () => {
    await Promise.all([loadBillers(), loadInvoices()]);
    setLinked(null);
  }, [loadBillers, loadInvoices]);
  useEbillEvents(reload);

  // An invoice named by link that the biller's list does not hold (another biller's): read it by its id.
  const listed = openInvoiceId
    ? invoices.find((invoice) => invoice.businessCaseId === openInvoiceId)
    : undefined;
  useEffect(() => {
    if (!openInvoiceId || listed || linked?.businessCaseId === openInvoiceId) return undefined;
    let current = true;
    fetchInvoices(api, base, { businessCaseId: openInvoiceId }).then(
      (found) => current && setLinked(found[0] ?? null),
      (error: unknown) => console.error('[ebill] invoice failed', error),
    );
    return () => {
      current = false;
    };
  }, [api, base, openInvoiceId, listed, linked]);
  const openInvoice = listed ?? (linked?.businessCaseId === openInvoiceId ? linked : null);

  const showInvoice = (businessCaseId: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (businessCaseId) next.set(INVOICE_PARAM, businessCaseId);
      else next.delete(INVOICE_PARAM);
      return next;
    });

  const changed = (invoice: EbillInvoice) => {
    setInvoices((current) =>
      current.map((entry) => (entry.businessCaseId === invoice.businessCaseId ? invoice : entry)),
    );
    void reload();
  };

  let content: ReactElement;
  if (refusal && !billers) {
    content = (
      <div className="k-stack">
        <Alert type="error" message={refusal} />
        <div className="k-cluster">
          <Button variant="secondary" label="dict.retry" onClick={() => void loadBillers()} />
          {refusal === 'webapp.ebill.errors.ebill_not_active' ? (
            <Link to="/ebill/activate" className="k-button k-button--primary">
              {t('webapp.ebill.activate.title')}
            </Link>
          ) : null}
        </div>
      </div>
    );
  } else if (!billers) {
    content = <Spinner label="dict.loading" />;
  } else if (billers.length === 0) {
    content = (
      <EmptyState
        title="webapp.ebill.billers.none"
        description="webapp.ebill.billers.noneText"
        icon="ebill"
      />
    );
  } else {
    content = (
      <div className={`ebill-layout${selected ? ' ebill-layout--detail' : ''}`}>
        <Section title="webapp.ebill.billers.list">
          <BillerList billers={billers} selectedId={selectedId} />
        </Section>
        {selected ? (
          <div className="k-stack" data-testid="biller-details" data-biller-id={selected.billerId}>
            <Card title={{ text: selected.name }}>
              <p className="ebill-muted ebill-biller__meta">
                {selected.city} ·{' '}
                {t('webapp.ebill.billers.customerReference', { reference: selected.customerReference })}
              </p>
              <Section title="webapp.ebill.invoices.title" level={3}>
                <InvoiceList invoices={invoices} onOpen={showInvoice} />
              </Section>
            </Card>
            <Card title="webapp.ebill.approval.title">
              <StandingApprovalEditor
                biller={selected}
                editable={canManageEbill(session)}
                onSaved={() => void loadBillers()}
              />
            </Card>
          </div>
        ) : (
          <p className="ebill-muted">{t('webapp.ebill.billers.unknown')}</p>
        )}
      </div>
    );
  }

  return (
    <Page title="webapp.title.ebillBillers" onBack={id ? () => navigate('/ebill/billers') : undefined}>
      {content}
      {openInvoice ? (
        <InvoiceDetails invoice={openInvoice} onClose={() => showInvoice(null)} onChanged={changed} />
      ) : null}
    </Page>
  );
}
