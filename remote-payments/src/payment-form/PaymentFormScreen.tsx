import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'shared-kernel/router';
import { AccountsUnavailable, useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  accountsUnknown,
  canDeletePaymentOrder,
  canEditPaymentDate,
  canEditPaymentOrder,
  debitAccountChoices,
  type BeneficiaryRead,
  selectedCashAccount,
} from 'shared-kernel/domain';
import { Button, EmptyState, Modal, Page, Spinner } from 'shared-kernel/ui';
import { deletePaymentOrder, fetchBeneficiary, fetchPaymentOrder } from './api';
import { emptyPaymentValues, valuesFromOrder, withBeneficiary } from './formModel';
import { PaymentForm } from './PaymentForm';
import type { FormKind, PaymentFormValues, PaymentOrderRead } from './types';
import { usePaymentSchema } from './usePaymentData';
import { ebillInvoicePayable, withEbillInvoice } from './ebill/prefill';
import { useEbillInvoice } from './ebill/useEbillInvoice';
import './payment-form.css';

type OrderState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; order: PaymentOrderRead };

/** Loads the order of /payments/new/:id (edit or a draft to confirm); none without an id. */
function useOrder(id: string | undefined): OrderState {
  const api = useApi();
  const [order, setOrder] = useState<OrderState>(id ? { state: 'loading' } : { state: 'none' });
  useEffect(() => {
    if (!id) {
      setOrder({ state: 'none' });
      return undefined;
    }
    let active = true;
    setOrder({ state: 'loading' });
    fetchPaymentOrder(api, id)
      .then((loaded) => active && setOrder({ state: 'ready', order: loaded }))
      .catch((error: unknown) => {
        console.error('[payments] payment order failed', error);
        if (active) setOrder({ state: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [api, id]);
  return order;
}

/** `?beneficiary={uid}` prefills a new payment (spec §7 GET /beneficiaries/{uid}); null while none or unknown. */
function useBeneficiary(uid: string | null): { beneficiary: BeneficiaryRead | null; loading: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ uid: string | null; beneficiary: BeneficiaryRead | null }>({
    uid: null,
    beneficiary: null,
  });
  useEffect(() => {
    if (!uid) return undefined;
    let active = true;
    fetchBeneficiary(api, uid)
      .then((beneficiary) => active && setState({ uid, beneficiary }))
      .catch((error: unknown) => {
        console.error('[payments] beneficiary failed', error);
        if (active) setState({ uid, beneficiary: null });
      });
    return () => {
      active = false;
    };
  }, [api, uid]);
  return {
    beneficiary: state.uid === uid ? state.beneficiary : null,
    loading: Boolean(uid) && state.uid !== uid,
  };
}

/**
 * Routes /payments/new/:id? and /payments/newInternal/:id? (spec §2): a new payment (post mode) or an existing
 * order (patch mode, spec §4). The form is keyed on the order and the debit account: it resets when they change.
 */
export function PaymentFormScreen({ kind }: { kind: FormKind }): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const navigate = useNavigate();
  const { id } = useParams();
  // The visit of the route the form on screen belongs to. A finished form (its result shown) gives way to an empty
  // one on the next visit: "New payment" from the result view (the same path), or a way out and back that rendered
  // in one transition and so never unmounted this screen. A form being filled stays (same-path links ask nothing).
  const { key: visit } = useLocation();
  const [formVisit, setFormVisit] = useState(visit);
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    if (!finished || visit === formVisit) return;
    setFormVisit(visit);
    setFinished(false);
  }, [finished, visit, formVisit]);
  const [search] = useSearchParams();
  const paymentType = search.get('paymentType');
  const prefill = useBeneficiary(search.get('beneficiary'));
  // Issue 31: /payments/new?ebillInvoice={businessCaseId} pays an eBill invoice (a new payment only).
  const ebill = useEbillInvoice(!id && kind === 'iban' ? search.get('ebillInvoice') : null);
  const order = useOrder(id);
  const loaded = order.state === 'ready' ? order.order : null;
  const debitAccounts = debitAccountChoices(session);
  const selected = selectedCashAccount(session);
  const [accountUid, setAccountUid] = useState<string>(
    () => (debitAccounts.find((account) => account.uid === selected?.uid) ?? debitAccounts[0])?.uid ?? '',
  );
  useEffect(() => {
    if (loaded) setAccountUid(loaded.paymentOrderData.originator.accountUid);
  }, [loaded]);
  const { schema, failed: schemaFailed, current: schemaCurrent } = usePaymentSchema(accountUid);
  const [deleting, setDeleting] = useState<'ask' | 'running' | null>(null);
  const today = schema?.today ?? '';

  const initialValues = useCallback((): PaymentFormValues => {
    if (loaded) return valuesFromOrder(loaded);
    const account = session.cashAccounts.find((candidate) => candidate.uid === accountUid) ?? null;
    const empty = emptyPaymentValues(account, today);
    if (ebill.state === 'ready') return withEbillInvoice(empty, ebill.invoice, ebill.biller);
    return prefill.beneficiary ? withBeneficiary(empty, prefill.beneficiary) : empty;
  }, [loaded, session.cashAccounts, accountUid, today, prefill.beneficiary, ebill]);

  const remove = async () => {
    if (!loaded) return;
    setDeleting('running');
    try {
      await deletePaymentOrder(api, loaded);
      bus.alert({ alertType: 'success', message: 'webapp.payments.form.deleted', autoDismissDelay: 5000 });
      navigate('/payment/overview');
    } catch (error) {
      console.error('[payments] delete failed', error);
      bus.alert({ alertType: 'error', message: 'app.payments.unknown_error', autoDismissDelay: 5000 });
      setDeleting(null);
    }
  };

  // Spec §4: cancel of a draft deletes it; otherwise it leaves the form for the dashboard.
  const cancel = async () => {
    if (loaded?.status === 'draft') {
      try {
        await deletePaymentOrder(api, loaded);
      } catch (error) {
        console.error('[payments] deleting the draft failed', error);
      }
    }
    navigate('/');
  };

  const title = kind === 'internal' ? 'webapp.title.newInternalPayment' : 'webapp.title.newPayment';
  // Spec §2: without a right to create a payment, the form is not for this person: back to the dashboard. Unless
  // the accounts (or the rights on them) were not read: then no account means "not known", said with a way to retry.
  if (!id && debitAccounts.length === 0) {
    if (!accountsUnknown(session)) return <Navigate to="/" replace />;
    return (
      <Page title={title}>
        <AccountsUnavailable />
      </Page>
    );
  }
  if (
    order.state === 'loading' ||
    ebill.state === 'loading' ||
    (accountUid && !schema && !schemaFailed) ||
    (loaded && !schemaCurrent && !schemaFailed)
  ) {
    return (
      <Page title={title}>
        <Spinner label="dict.loading" />
      </Page>
    );
  }
  if (order.state === 'failed' || schemaFailed || !schema) {
    return (
      <Page title={title}>
        <EmptyState
          title={
            order.state === 'failed'
              ? 'webapp.payments.form.orderMissing'
              : 'webapp.payments.form.schemaFailed'
          }
          icon="payments"
        />
      </Page>
    );
  }
  // Issue 31: an invoice that is not this context's, or no longer open (paid, rejected, in payment), is not paid.
  if (ebill.state === 'missing' || (ebill.state === 'ready' && !ebillInvoicePayable(ebill.invoice))) {
    return (
      <Page title={title}>
        <EmptyState
          title={
            ebill.state === 'missing' ? 'webapp.payments.ebill.missing' : 'webapp.payments.ebill.notOpen'
          }
          icon="ebill"
        />
      </Page>
    );
  }
  // Spec §4 editing rules (kernel), and only what the server offers this reader (_actions).
  const editable = loaded ? canEditPaymentOrder(session, loaded) && Boolean(loaded._actions.update) : true;
  const deletable = loaded
    ? canDeletePaymentOrder(session, loaded) && Boolean(loaded._actions.delete)
    : false;
  return (
    <Page title={loaded && loaded.status !== 'draft' ? 'webapp.payments.form.editTitle' : title}>
      <PaymentForm
        // Spec §4: the form resets when the payment order or the prefill changes, and after its result on the next
        // visit; another debit account keeps the values.
        key={`${formVisit}:${
          loaded?.uid ??
          (ebill.state === 'ready'
            ? `ebill:${ebill.invoice.businessCaseId}`
            : `new:${prefill.beneficiary?.uid ?? ''}`)
        }`}
        onFinished={() => setFinished(true)}
        kind={kind}
        paymentType={paymentType}
        initial={{ ...initialValues(), accountUid }}
        schemaResponse={schema}
        schemaCurrent={schemaCurrent}
        onDebitAccount={setAccountUid}
        order={loaded}
        editable={editable}
        dateEditable={loaded ? canEditPaymentDate(loaded) : true}
        onCancel={() => void cancel()}
        onDelete={loaded && loaded.status !== 'draft' && deletable ? () => setDeleting('ask') : null}
        ebill={
          ebill.state === 'ready' ? { invoice: ebill.invoice, biller: ebill.biller, base: ebill.base } : null
        }
      />
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="webapp.payments.form.deleteTitle"
        size="sm"
        footer={
          <>
            <Button variant="secondary" label="dict.cancel" onClick={() => setDeleting(null)} />
            <Button
              variant="danger"
              label="dict.delete"
              loading={deleting === 'running'}
              onClick={() => void remove()}
            />
          </>
        }
      >
        <p>{t('webapp.payments.form.deleteText')}</p>
      </Modal>
    </Page>
  );
}
