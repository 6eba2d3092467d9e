import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
} from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link, useLeaveGuard, useNavigate } from 'shared-kernel/router';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  classifyPayment,
  debitAccountChoices,
  isBusinessContext,
  isInstitutionIban,
  isValidIban,
  normalizeIban,
  paymentRequirements,
  showsForeignBankFeeNotice,
  type EbillInvoice,
  type RelatedBiller,
} from 'shared-kernel/domain';
import { hasMissingRequired, hasPatternFailure } from 'shared-kernel/forms';
import { Alert, Button, type Message } from 'shared-kernel/ui';
import {
  expandPostalCode,
  isExpandablePostalCode,
  type UploaderFile,
  verifyPostalAddress,
} from 'shared-kernel/widgets';
import { AMOUNT_FIELDS, AmountSection } from './AmountSection';
import { fetchAccountNumberInfo } from './api';
import { BENEFICIARY_FIELDS, BeneficiarySection } from './BeneficiarySection';
import { ConfirmationModal } from './ConfirmationModal';
import { DETAILS_FIELDS, DetailsSection } from './DetailsSection';
import { focusFirstInvalid, isFilled } from './formFocus';
import { ruleErrors, schemaErrors, schemaView } from './formErrors';
import { addressFromRead, amountOf, requestBody, withInternalTarget, withRecurrence } from './formModel';
import { NOTE_FIELDS, NoteSection } from './NoteSection';
import { withQrBill } from '../qr-bill/applyQrBill';
import { QrBillReader } from '../qr-bill/QrBillReader';
import { LeaveConfirm, useLeaveWarning } from './LeaveConfirm';
import { isRouteNotEligible } from './paymentRoute';
import { ResultView } from './ResultView';
import type {
  FormKind,
  PaymentFormValues,
  PaymentOrderRead,
  PaymentOrderSchemaResponse,
  SubmitResult,
} from './types';
import { useMentionPool, usePaymentDates } from './usePaymentData';
import { useFormController, useSectionForm } from './useFormController';
import { useQuote } from './useQuote';
import { useSubmitPayment } from './useSubmitPayment';
import { EbillInvoiceDetails } from './ebill/EbillInvoiceDetails';

export interface PaymentFormProps {
  kind: FormKind;
  /** ?paymentType=swift|a2a of /payments/new. */
  paymentType: string | null;
  initial: PaymentFormValues;
  /** The debit account's schema response: schema, where to submit, today, plan features. */
  schemaResponse: PaymentOrderSchemaResponse;
  /** False while the schema of a newly chosen debit account loads: no submit until it is there. */
  schemaCurrent: boolean;
  onDebitAccount: (uid: string) => void;
  /** The order being edited (patch) or the draft being confirmed. */
  order: PaymentOrderRead | null;
  editable: boolean;
  dateEditable: boolean;
  onCancel: () => void;
  onDelete: (() => void) | null;
  /** Issue 31: the eBill invoice this payment pays (?ebillInvoice=): its details, the fields it fixes. */
  ebill?: { invoice: EbillInvoice; biller: RelatedBiller | null; base: string } | null;
  /** The order was submitted and its result is shown: the next visit of the route starts an empty form. */
  onFinished?: () => void;
}

/** The payment form of spec §2 with the rules of §4 and §5, its confirmation and its result. */
export function PaymentForm(props: PaymentFormProps): ReactElement {
  const { kind, paymentType, initial, schemaResponse, order, editable } = props;
  const ebill = props.ebill ?? null;
  const { schema } = schemaResponse;
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const debitAccounts = useMemo(() => debitAccountChoices(session), [session]);
  const debitOf = useCallback(
    (uid: string) => session.cashAccounts.find((account) => account.uid === uid) ?? null,
    [session.cashAccounts],
  );
  const internalKind = kind === 'internal';

  const [cities, setCities] = useState<string[]>([]);
  const [files, setFiles] = useState<UploaderFile[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<Message | null>(null);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const { submit, submitting, open } = useSubmitPayment();
  const formRef = useRef<HTMLFormElement | null>(null);
  // A refusal asks for the focus; the effect runs after the modal closed and handed the focus back.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const [pristine] = useState(initial);
  // Issue 28: leaving a filled form asks first: its cancel button, a menu link, any in-app navigation, the logout.
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const leaveConfirmed = useRef(false);
  // Issue 30: after a QR-bill filled the form, a note says so and takes the focus.
  const [fromQrBill, setFromQrBill] = useState<{ count: number; openAmount: boolean } | null>(null);
  const qrNoteRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (fromQrBill) qrNoteRef.current?.focus();
  }, [fromQrBill]);

  const classify = useCallback(
    (values: PaymentFormValues) => {
      const payment = classifyPayment({
        iban: values.beneficiary.iban,
        currency: values.currency,
        accountCurrency: debitOf(values.accountUid)?.currency ?? 'CHF',
      });
      const internal = internalKind || payment.internal;
      return {
        payment,
        internal,
        notEligible: isRouteNotEligible(schemaResponse, payment),
        ...paymentRequirements({ ...payment, internal }),
      };
    },
    [debitOf, internalKind, schemaResponse],
  );

  const errorsOf = useCallback(
    (values: PaymentFormValues) => {
      const rules = classify(values);
      return {
        ...schemaErrors(schema, values, rules.addressRequired),
        ...ruleErrors(values, {
          accountIban: schemaResponse.account.iban,
          accountCurrency: schemaResponse.account.currency,
          today: schemaResponse.today,
          withAddress: rules.addressRequired,
          internal: internalKind,
        }),
      };
    },
    [classify, schema, schemaResponse, internalKind],
  );
  const {
    controller: form,
    errors,
    markAttempted,
    setServerErrors,
  } = useFormController(initial, errorsOf, !editable || submitting);
  const { values, set, replace } = form;
  // What the sections' stable callbacks read when they run (after the render that showed the values).
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });
  // Issue 34 item 3: each section sees its own fields only and renders again when they (or its props) change.
  const beneficiaryForm = useSectionForm(form, BENEFICIARY_FIELDS);
  const amountForm = useSectionForm(form, AMOUNT_FIELDS);
  const detailsForm = useSectionForm(form, DETAILS_FIELDS);
  const noteForm = useSectionForm(form, NOTE_FIELDS);
  const filled = !result && isFilled(values, pristine);
  useLeaveWarning(filled);
  useLeaveGuard(filled ? (leave) => (leaveConfirmed.current ? leave() : setLeaving(() => leave)) : null);
  const debit = debitOf(values.accountUid);
  const rules = classify(values);
  // Issue 31: an eBill payment is recommended for the last banking day before the invoice's due date.
  const { dates } = usePaymentDates(values.recurrence, ebill?.invoice.dueDate ?? null);
  // Spec §3 payment dates: a new payment starts on the recommended execution date (today when it is a banking day).
  const recommended = dates?.recommendedExecutionDate;
  useEffect(() => {
    if (
      !order &&
      recommended &&
      values.paymentTime === schemaResponse.today &&
      recommended > values.paymentTime
    )
      form.set('paymentTime', recommended);
    // Only when the dates arrive: a date the person chose later stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recommended]);
  const schemaProps = schema.properties;
  // Spec §5: the schema's enum (account currency, CHF and the incore currencies).
  const debitCurrency = debit?.currency ?? 'CHF';
  const currencies = useMemo(
    () => (schemaProps.currency?.enum ?? [debitCurrency]).map(String),
    [schemaProps.currency, debitCurrency],
  );
  const recurrences = useMemo(
    () => (schemaProps.recurrence?.enum ?? ['single']).map(String),
    [schemaProps.recurrence],
  );
  const categories = useMemo(() => (schemaProps.category?.enum ?? []).map(String), [schemaProps.category]);
  const mentionPool = useMentionPool();
  const orderFiles = useMemo(
    () => (order?.transactionReceiptData?.attachedFiles ?? []).map((file) => ({ ...file })),
    [order],
  );
  const amount = amountOf(values);
  const iban = normalizeIban(values.beneficiary.iban);
  const quote = useQuote(
    rules.payment.incore &&
      !rules.internal &&
      amount &&
      amount > 0 &&
      isValidIban(iban) &&
      debit &&
      !rules.notEligible
      ? {
          targetAmount: amount,
          sourceCurrency: debit.currency,
          targetCurrency: values.currency,
          targetIban: iban,
          sourceIban: debit.iban,
        }
      : null,
  );

  // Spec §5: submit is disabled while submitting, while required fields are empty or patterns fail; and
  // (issue 28) while any rule refuses the values (own IBAN, an amount of 0.00): continue means confirmable.
  const view = schemaView(values, rules.addressRequired);
  const blocked =
    submitting ||
    !props.schemaCurrent ||
    hasMissingRequired(schema, view) ||
    hasPatternFailure(schema, view) ||
    rules.notEligible ||
    Object.keys(errors).length > 0;

  const onIbanDone = useCallback(() => {
    // A Kontor IBAN names its holder (spec §7 account-number-info): fill what the person left empty.
    const { beneficiary } = latest.current;
    const entered = normalizeIban(beneficiary.iban);
    if (!isInstitutionIban(entered) || beneficiary.name.trim() !== '' || internalKind) return;
    fetchAccountNumberInfo(api, entered)
      .then((info) => {
        set('beneficiary.name', info.name);
        if (info.address) set('beneficiary.address', addressFromRead(info.address));
      })
      .catch((error: unknown) => console.error('[payments] account number info failed', error));
  }, [api, internalKind, set]);

  const onPostalCodeDone = useCallback(() => {
    const address = latest.current.beneficiary.address;
    if (!isExpandablePostalCode(address.postalCode, address.country)) return;
    void expandPostalCode(api, bus, {
      postalcode: address.postalCode.trim(),
      country: address.country,
      city: address.city,
    }).then((expansion) => {
      if (!expansion) return;
      setCities(expansion.cities.length > 1 ? expansion.cities : []);
      if (expansion.city) set('beneficiary.address', { ...address, city: expansion.city });
    });
  }, [api, bus, set]);

  // The sections' props, the same objects while what they say is the same (the sections are memoised).
  const targetAccounts = useMemo(
    () =>
      session.cashAccounts.filter(
        (account) => account.uid !== values.accountUid && account.status === 'active',
      ),
    [session.cashAccounts, values.accountUid],
  );
  const contextName = session.currentContext?.name ?? '';
  const onTarget = useCallback(
    (uid: string) =>
      replace((current) =>
        withInternalTarget(
          current,
          targetAccounts.find((account) => account.uid === uid) ?? null,
          contextName,
        ),
      ),
    [replace, targetAccounts, contextName],
  );
  const beneficiaryRequired = useMemo(
    () => ({ name: true, iban: !order, bic: rules.bicRequired }),
    [order, rules.bicRequired],
  );
  const beneficiaryAddress = useMemo(
    () => ({
      shown: rules.addressRequired,
      streetRequired: rules.streetRequired,
      cities,
      onPostalCodeDone,
    }),
    [rules.addressRequired, rules.streetRequired, cities, onPostalCodeDone],
  );
  const nameMaxLength = schemaProps.beneficiary?.properties?.name?.maxLength;
  const beneficiaryMaxLength = useMemo(() => ({ name: nameMaxLength }), [nameMaxLength]);
  const { onDebitAccount: debitAccountChosen } = props;
  const onDebitAccount = useCallback(
    (uid: string) => {
      set('accountUid', uid);
      debitAccountChosen(uid);
    },
    [set, debitAccountChosen],
  );
  const today = schemaResponse.today;
  const onRecurrence = useCallback(
    (recurrence: string) => replace((current) => withRecurrence(current, recurrence, today)),
    [replace, today],
  );
  const referenceMaxLength = schemaProps.structuredReference?.maxLength;
  const reasonMaxLength = schemaProps.paymentReason?.maxLength;
  const detailsMaxLength = useMemo(
    () => ({ structuredReference: referenceMaxLength, paymentReason: reasonMaxLength }),
    [referenceMaxLength, reasonMaxLength],
  );

  const onContinue = async (event: FormEvent) => {
    event.preventDefault();
    markAttempted();
    if (blocked) {
      setFocusRequest((count) => count + 1);
      return;
    }
    const address = values.beneficiary.address;
    if (rules.addressRequired && address.country === 'CHE') {
      // Spec §2/§8: postal address verification; a suggestion replaces the fields to review.
      const check = await verifyPostalAddress(api, bus, address);
      if (!check.ok) {
        if (check.corrected) form.set('beneficiary.address', check.corrected);
        return;
      }
    }
    open();
    setConfirmError(null);
    setConfirming(true);
  };

  const onConfirm = async () => {
    const body = requestBody(values, { isDraft: false, withAddress: rules.addressRequired });
    // Spec §7: create goes where the schema response says; an existing order (a draft too) by its update link.
    const target = order
      ? (order._actions.update ?? { method: 'PATCH' as const, uri: `/v2/iban-payment-orders/${order.uid}` })
      : { method: schemaResponse.method, uri: schemaResponse.uri };
    const outcome = await submit(target as { method: 'POST' | 'PATCH'; uri: string }, body);
    if (!outcome) return;
    if (outcome.ok) {
      setConfirming(false);
      setResult(outcome.result);
      props.onFinished?.();
      return;
    }
    // Drafts are never lost: the values stay. Field errors (insufficient funds on the amount) show on their
    // field, which gets the focus in view; other refusals stay in the modal's alert.
    // Issue 31: a refusal about the eBill invoice itself (no longer open, already in payment) has no field.
    const { ebillBCId: invoiceError, ...fieldErrors } = outcome.fieldErrors;
    if (invoiceError && Object.keys(fieldErrors).length === 0) setConfirmError(invoiceError);
    else if (Object.keys(outcome.fieldErrors).length > 0) {
      setServerErrors(outcome.fieldErrors);
      setConfirming(false);
      setFocusRequest((count) => count + 1);
    } else setConfirmError(outcome.message);
  };

  if (result)
    return <ResultView result={result} paymentTime={values.paymentTime} onClose={() => navigate('/')} />;

  return (
    <form ref={formRef} className="k-stack pay-form" noValidate onSubmit={(event) => void onContinue(event)}>
      {!editable ? <Alert type="info" message="webapp.payments.form.notEditable" /> : null}
      {ebill ? <EbillInvoiceDetails invoice={ebill.invoice} biller={ebill.biller} base={ebill.base} /> : null}
      {!internalKind && !ebill && editable && (!order || order.status === 'draft') ? (
        <div className="k-cluster">
          <QrBillReader
            disabled={submitting}
            onRead={(bill) => {
              form.replace(withQrBill(values, bill));
              setFromQrBill((current) => ({
                count: (current?.count ?? 0) + 1,
                openAmount: bill.amount === null,
              }));
            }}
          />
        </div>
      ) : null}
      {fromQrBill ? (
        <div ref={qrNoteRef} tabIndex={-1} className="qr-bill-note">
          <Alert
            type="info"
            message={
              fromQrBill.openAmount
                ? 'webapp.payments.qrBill.filledOpenAmount'
                : 'webapp.payments.qrBill.filled'
            }
          />
        </div>
      ) : null}
      {rules.notEligible ? (
        <Alert
          type="warning"
          title="webapp.payments.not_eligible.upgrade.title"
          message="webapp.payments.not_eligible.upgrade.txt"
        >
          {/* A company changes its plan on /sme-subscription-change (issue 32); a private plan has no such route. */}
          {isBusinessContext(session) ? (
            <Link to="/sme-subscription-change">{t('webapp.payments.not_eligible.upgrade.link')}</Link>
          ) : null}
        </Alert>
      ) : null}
      <BeneficiarySection
        form={beneficiaryForm}
        internal={internalKind}
        targetAccounts={targetAccounts}
        onTarget={onTarget}
        required={beneficiaryRequired}
        showBic={
          !internalKind &&
          (rules.bicRequired || paymentType === 'swift' || values.beneficiary.swiftBIC !== '')
        }
        address={beneficiaryAddress}
        onIbanDone={onIbanDone}
        maxLength={beneficiaryMaxLength}
        fixed={ebill !== null}
      />
      <AmountSection
        form={amountForm}
        debitAccounts={debitAccounts}
        onDebitAccount={onDebitAccount}
        onRecurrence={onRecurrence}
        currencies={currencies}
        currencyFixed={internalKind}
        recurrences={recurrences}
        dates={dates}
        minDate={dates?.today ?? schemaResponse.today}
        maxDate={dates?.maxDate ?? schema.properties.paymentTime?.formatMaximum}
        dateEditable={props.dateEditable}
        quote={quote}
        fixed={ebill !== null}
        foreignFeeNotice={
          quote.state === 'ready'
            ? quote.quote.foreignBankFeeNotice
            : showsForeignBankFeeNotice(rules.payment)
        }
      />
      <DetailsSection
        form={detailsForm}
        categories={categories}
        maxLength={detailsMaxLength}
        showReference={!internalKind}
        referenceFixed={ebill !== null}
      />
      <NoteSection
        form={noteForm}
        profile={mentionPool}
        noteMaxLength={schemaProps.noteText?.maxLength ?? 0}
        initialFiles={orderFiles}
        onFiles={setFiles}
      />
      <div className="k-cluster pay-actions">
        {props.onDelete ? <Button variant="danger" label="dict.delete" onClick={props.onDelete} /> : null}
        {!order || order.status === 'draft' ? (
          <Button
            variant="secondary"
            label="dict.cancel"
            onClick={filled ? () => setLeaving(() => props.onCancel) : props.onCancel}
          />
        ) : null}
        <span className="k-spacer" />
        {editable ? (
          <Button
            type="submit"
            label={order && order.status !== 'draft' ? 'dict.save' : 'webapp.payments.form.continue'}
            disabled={blocked}
          />
        ) : null}
      </div>
      <ConfirmationModal
        open={confirming}
        values={values}
        withAddress={rules.addressRequired}
        files={files}
        debitAccountName={debit?.accountName ?? ''}
        quote={quote.state === 'ready' ? quote.quote : null}
        submitting={submitting}
        error={confirmError}
        mode={order && order.status !== 'draft' ? 'patch' : 'post'}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
      />
      <LeaveConfirm
        open={leaving !== null}
        onStay={() => setLeaving(null)}
        onLeave={() => {
          leaveConfirmed.current = true;
          setLeaving(null);
          leaving?.();
        }}
      />
    </form>
  );
}
