import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Field, Form } from 'react-final-form';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  CARD_KINDS,
  cardKindOffered,
  mayHoldProgramCard,
  type BulkCardOrder,
  type CardKind,
  type CardProgram,
  type Member,
} from 'shared-kernel/domain';
import { Alert, Button, Input, Modal, Select } from 'shared-kernel/ui';
import { refusalKeyOf } from '../card-details/refusals';
import { orderCards } from './api';

interface OrderValues {
  holderUid?: string;
  kind?: CardKind;
  debitAccountUid?: string;
  embossedName?: string;
}

/** The contract's embossing: 2–26 letters, spaces, dots, apostrophes and hyphens (contracts/cards.ts). */
const EMBOSSABLE = /^[A-Za-z .'-]{2,26}$/;

/** A name as a card can carry it: upper case, accents dropped, other signs left out, at most 26 characters. */
export const embossedNameOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z .'-]/g, '')
    .toUpperCase()
    .slice(0, 26)
    .trim();

export function validateOrder(values: OrderValues): Partial<Record<keyof OrderValues, string>> {
  const errors: Partial<Record<keyof OrderValues, string>> = {};
  if (!values.holderUid) errors.holderUid = 'webapp.cards.order.holderRequired';
  if (!values.kind) errors.kind = 'webapp.cards.order.kindRequired';
  if (!values.debitAccountUid) errors.debitAccountUid = 'webapp.cards.order.accountRequired';
  if (values.embossedName && !EMBOSSABLE.test(values.embossedName))
    errors.embossedName = 'webapp.cards.order.embossedInvalid';
  return errors;
}

const shownError = (meta: { touched?: boolean; submitFailed?: boolean; error?: unknown }) =>
  meta.touched || meta.submitFailed ? ((meta.error as string | undefined) ?? null) : null;

export interface OrderCardDialogProps {
  program: CardProgram;
  members: Member[];
  onClose: () => void;
  onOrdered: (order: BulkCardOrder) => void;
}

/**
 * Ordering a card for a member of the partnership (extend-bulk): who holds it (partners and delegates, spec §6),
 * its kind (those the plan offers), the debit account among the contract's allowed debit accounts, the name on
 * it. A refusal is shown in the dialog, focused and announced.
 */
export function OrderCardDialog({
  program,
  members,
  onClose,
  onOrdered,
}: OrderCardDialogProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const formId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const holders = members.filter((member) => mayHoldProgramCard(member.roleTypes));
  // Spec §6: plan features gate card kinds (the gateway refuses the others too).
  const features = session.subscription?.features;
  const kinds = CARD_KINDS.filter((kind) => !features || cardKindOffered(kind, features));
  const accounts = program.contract.allowedDebitAccounts.map((allowed) => allowed.accountEnriched);

  const submit = async (values: OrderValues) => {
    setRefusal(null);
    const holder = holders.find((member) => member.personInfo.uid === values.holderUid);
    try {
      const order = await orderCards(api, program.program.cardProgramUid, {
        cards: [
          {
            holderUid: values.holderUid!,
            debitAccountUid: values.debitAccountUid!,
            kind: values.kind!,
            embossedName: values.embossedName?.trim() || embossedNameOf(holder?.personInfo.name ?? ''),
          },
        ],
      });
      bus.alert({
        alertType: 'success',
        message: 'webapp.cards.order.done',
        values: { name: holder?.personInfo.name ?? '' },
        autoDismissDelay: 5000,
      });
      onOrdered(order);
      onClose();
    } catch (error) {
      setRefusal(refusalKeyOf(error));
    }
  };

  return (
    <Form<OrderValues>
      onSubmit={submit}
      validate={validateOrder}
      initialValues={{
        kind: kinds[0],
        debitAccountUid: accounts.length === 1 ? accounts[0]!.uid : undefined,
      }}
    >
      {({ handleSubmit, submitting }) => (
        <Modal
          open
          size="sm"
          title="webapp.cards.order.title"
          onClose={onClose}
          footer={
            <div className="k-cluster">
              <Button variant="secondary" label="webapp.cards.cancel" onClick={onClose} />
              <Button type="submit" form={formId} label="webapp.cards.order.submit" loading={submitting} />
            </div>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate className="k-stack">
            <p>{t('webapp.cards.order.text')}</p>
            <Field<string> name="holderUid">
              {({ input, meta }) => (
                <Select
                  {...input}
                  label="webapp.cards.order.holder"
                  required
                  error={shownError(meta)}
                  options={holders.map((member) => ({
                    value: member.personInfo.uid,
                    label: { text: member.personInfo.name },
                  }))}
                />
              )}
            </Field>
            <Field<string> name="kind">
              {({ input, meta }) => (
                <Select
                  {...input}
                  label="webapp.cards.order.kind"
                  required
                  error={shownError(meta)}
                  options={kinds.map((kind) => ({ value: kind, label: `webapp.cards.kindLong.${kind}` }))}
                />
              )}
            </Field>
            <Field<string> name="debitAccountUid">
              {({ input, meta }) => (
                <Select
                  {...input}
                  label="webapp.cards.order.account"
                  hint="webapp.cards.order.accountHint"
                  required
                  error={shownError(meta)}
                  options={accounts.map((account) => ({
                    value: account.uid,
                    label: { text: `${account.name} · ${account.iban}` },
                  }))}
                />
              )}
            </Field>
            <Field<string> name="embossedName">
              {({ input, meta }) => (
                <Input
                  {...input}
                  maxLength={26}
                  label="webapp.cards.order.embossed"
                  hint="webapp.cards.order.embossedHint"
                  error={shownError(meta)}
                />
              )}
            </Field>
            {refusal ? (
              <div ref={refusalRef} tabIndex={-1}>
                <Alert type="error" message={refusal} />
              </div>
            ) : null}
          </form>
        </Modal>
      )}
    </Form>
  );
}
