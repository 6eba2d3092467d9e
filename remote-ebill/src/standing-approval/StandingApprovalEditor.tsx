import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { fieldErrorsOf } from 'shared-kernel/api';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  STANDING_APPROVAL_CHOICES,
  STANDING_APPROVAL_PERIODS,
  standingApprovalAccountChoices,
  standingApprovalSaveAction,
  type RelatedBiller,
  type StandingApprovalChoice,
  type StandingApprovalPeriod,
} from 'shared-kernel/domain';
import { Alert, Button, type Message, Select } from 'shared-kernel/ui';
import { AmountInput, CashAccountSelect } from 'shared-kernel/widgets';
import {
  createStandingApproval,
  deleteStandingApproval,
  ebillBaseOf,
  updateStandingApproval,
} from '../api/ebill';
import { refusalKeyOf } from '../refusals';
import {
  approvalCreateBody,
  approvalUpdateBody,
  initialApprovalValues,
  validateApproval,
  type ApprovalField,
  type ApprovalValues,
} from './approval';

export interface StandingApprovalEditorProps {
  biller: RelatedBiller;
  /** The reader may manage eBill (the kernel's canManageEbill): otherwise the approval is shown, not edited. */
  editable: boolean;
  /** After a save: the screen reloads the billers. */
  onSaved: () => void;
}

/** The gateway's field names of a standing approval body, as the editor's fields. */
const FIELD_OF: Record<string, ApprovalField> = {
  amount: 'amount',
  period: 'period',
  accountUid: 'accountUid',
};
const FIELD_ORDER: readonly ApprovalField[] = ['amount', 'period', 'accountUid'];

/**
 * Spec §2 the standing approval editor: three choices (none, upper limit, exact amount), the amount, the period
 * and the CHF account it pays from. Saving follows spec §4 (the kernel's standingApprovalSaveAction): none with an
 * existing approval deletes it, an existing one is updated, otherwise one is created. Errors, the editor's and the
 * gateway's field errors alike, are shown at their fields; the first such field takes the focus and an alert
 * announces that something needs fixing.
 */
export function StandingApprovalEditor({
  biller,
  editable,
  onSaved,
}: StandingApprovalEditorProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const id = useId();
  const existing = biller.standingApprovals[0] ?? null;
  const accounts = standingApprovalAccountChoices(session);
  const [values, setValues] = useState<ApprovalValues>(() =>
    initialApprovalValues(existing, accounts, session.selectedCashAccountUid),
  );
  const [errors, setErrors] = useState<Partial<Record<ApprovalField, Message>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusFirstError, setFocusFirstError] = useState(0);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const fieldId = (field: ApprovalField) => `${id}-${field}`;

  // Another approval read back (a save, a reload after an event): the editor starts from it.
  const existingKey = existing
    ? `${existing.standingApprovalId}:${existing.type}:${existing.amount}:${existing.period}:${existing.cashAccountUid}`
    : 'none';
  useEffect(() => {
    setValues(initialApprovalValues(existing, accounts, session.selectedCashAccountUid));
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the approval as read back is what counts
  }, [existingKey, biller.billerRelationId]);

  useEffect(() => {
    if (focusFirstError === 0) return;
    const field = FIELD_ORDER.find((name) => errors[name]);
    if (field) document.getElementById(fieldId(field))?.focus();
    else refusalRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per failed save
  }, [focusFirstError]);

  const change = (patch: Partial<ApprovalValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as ApprovalField];
      return next;
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const invalid = validateApproval(values);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      setRefusal('webapp.ebill.approval.errors.fix');
      setFocusFirstError((count) => count + 1);
      return;
    }
    const base = ebillBaseOf(session);
    const action = standingApprovalSaveAction(values.choice, existing);
    if (action === 'none') return;
    setBusy(true);
    try {
      if (action === 'delete') await deleteStandingApproval(api, base, existing!.standingApprovalId);
      else if (action === 'update')
        await updateStandingApproval(api, base, existing!.standingApprovalId, approvalUpdateBody(values));
      else await createStandingApproval(api, base, approvalCreateBody(values, biller));
      setErrors({});
      bus.alert({
        alertType: 'success',
        message: `webapp.ebill.approval.saved.${action}`,
        values: { biller: biller.name },
        autoDismissDelay: 5000,
      });
      onSaved();
    } catch (error) {
      const fieldErrors: Partial<Record<ApprovalField, Message>> = {};
      for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
        const field = FIELD_OF[name];
        if (field) fieldErrors[field] = { text: message };
      }
      setErrors(fieldErrors);
      setRefusal(
        Object.keys(fieldErrors).length > 0 ? 'webapp.ebill.approval.errors.fix' : refusalKeyOf(error),
      );
      setFocusFirstError((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  if (!editable) {
    return (
      <p className="ebill-muted" data-testid="standing-approval-summary">
        {existing
          ? t(`webapp.ebill.approval.summary.${existing.type}`, {
              amount: `CHF ${existing.amount}`,
              period: t(`webapp.ebill.approval.per.${existing.period}`),
            })
          : t('webapp.ebill.approval.summary.none')}
      </p>
    );
  }

  const shown = values.choice !== 'none';
  return (
    <form
      className="k-stack"
      onSubmit={(event) => void save(event)}
      noValidate
      data-testid="standing-approval"
    >
      <fieldset className="ebill-choices">
        <legend>{t('webapp.ebill.approval.choice')}</legend>
        {STANDING_APPROVAL_CHOICES.map((choice: StandingApprovalChoice) => (
          <div key={choice} className="ebill-choice ebill-choice--described">
            <input
              type="radio"
              id={`${id}-choice-${choice}`}
              name={`${id}-choice`}
              value={choice}
              checked={values.choice === choice}
              aria-describedby={`${id}-choice-${choice}-hint`}
              onChange={() => change({ choice })}
            />
            <label htmlFor={`${id}-choice-${choice}`}>{t(`webapp.ebill.approval.choices.${choice}`)}</label>
            <span id={`${id}-choice-${choice}-hint`} className="ebill-choice__hint">
              {t(`webapp.ebill.approval.choiceHints.${choice}`)}
            </span>
          </div>
        ))}
      </fieldset>
      {shown ? (
        <div className="ebill-approval-fields">
          <AmountInput
            id={fieldId('amount')}
            name="amount"
            label={`webapp.ebill.approval.amount.${values.choice}`}
            currency="CHF"
            value={values.amount}
            onChange={(amount) => change({ amount })}
            error={errors.amount ?? null}
            required
          />
          <Select
            id={fieldId('period')}
            name="period"
            label="webapp.ebill.approval.period"
            value={values.period}
            placeholder={null}
            onChange={(event) => change({ period: event.target.value as StandingApprovalPeriod })}
            options={STANDING_APPROVAL_PERIODS.map((period) => ({
              value: period,
              label: `webapp.ebill.approval.periods.${period}`,
            }))}
            error={errors.period ?? null}
            required
          />
          <CashAccountSelect
            id={fieldId('accountUid')}
            name="accountUid"
            label="webapp.ebill.approval.account"
            accounts={accounts}
            value={values.accountUid || null}
            onChange={(accountUid) => change({ accountUid })}
            error={errors.accountUid ?? null}
            required
          />
        </div>
      ) : null}
      {refusal ? (
        <div ref={refusalRef} tabIndex={-1}>
          <Alert type="error" message={refusal} />
        </div>
      ) : null}
      <div className="k-cluster">
        <Button type="submit" label="webapp.ebill.approval.save" loading={busy} />
      </div>
    </form>
  );
}
