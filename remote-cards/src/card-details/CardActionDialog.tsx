import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useApi, useBus } from 'shared-kernel/contract';
import type { Card, CardAction, CardActionResult } from 'shared-kernel/domain';
import { Alert, Button, Modal, Spinner } from 'shared-kernel/ui';
import { ActionFields } from './ActionFields';
import { ActionResult } from './ActionResult';
import {
  actionBody,
  DANGER_ACTIONS,
  READ_ACTIONS,
  SHOWS_RESULT,
  validateAction,
  type ActionValues,
} from './actions';
import { asTyped, limitError } from './amounts';
import { takeCardAction } from './api';
import { refusalKeyOf } from './refusals';

export interface CardActionDialogProps {
  card: Card;
  action: CardAction;
  onClose: () => void;
  /** The card after a successful action (and the replacement it ordered), for the screen to show at once. */
  onDone: (result: CardActionResult) => void;
  /** Opens another card (the replacement ordered). */
  onShowCard?: (cardUid: string) => void;
}

function initialValues(action: CardAction, card: Card): ActionValues {
  if (action === 'setLimit')
    return {
      monthlySpending: asTyped(card.limits.monthlySpending),
      atmMonthly: asTyped(card.limits.atmMonthly),
    };
  if (action === 'addMerchantCategoryBlocking' || action === 'createTransactionFilter')
    return { categories: [] };
  return {};
}

/**
 * One card action (spec §4): its confirmation (with the fields it needs), then its result. A refusal is shown
 * in the dialog, translated (spec §8), focused and announced (role=alert); the dialog stays open to try again or
 * cancel. A read (view limit, wallet tokens) runs as the dialog opens. One dialog throughout, so focus stays in it.
 */
export function CardActionDialog({
  card,
  action,
  onClose,
  onDone,
  onShowCard,
}: CardActionDialogProps): ReactElement {
  const api = useApi();
  const bus = useBus();
  const formId = useId();
  const [result, setResult] = useState<CardActionResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const isRead = READ_ACTIONS.includes(action);
  const cardUid = card.baseCardDetails.cardUID;

  const resultRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  // The confirmation's buttons give way to the result: focus moves to what the action gave.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const send = useCallback(
    async (values: ActionValues) => {
      setBusy(true);
      setRefusal(null);
      try {
        const answer = await takeCardAction(api, cardUid, actionBody(action, values));
        onDone(answer);
        if (SHOWS_RESULT.includes(action)) setResult(answer);
        else onClose();
        if (!isRead && action !== 'viewPin')
          bus.alert({
            alertType: 'success',
            message: `webapp.cards.done.${action}`,
            values: { digits: card.lastDigits },
            autoDismissDelay: 5000,
          });
      } catch (error) {
        setRefusal(refusalKeyOf(error));
      } finally {
        setBusy(false);
      }
    },
    [api, bus, action, cardUid, card.lastDigits, isRead, onClose, onDone],
  );

  // A read asks as the dialog opens.
  const asked = useRef(false);
  useEffect(() => {
    if (!isRead || asked.current) return;
    asked.current = true;
    void send({});
  }, [isRead, send]);

  const showing = result !== null || isRead;
  return (
    <Form<ActionValues>
      onSubmit={(values) => send(values)}
      initialValues={initialValues(action, card)}
      validate={(values) => validateAction(action, values, limitError)}
    >
      {({ handleSubmit }) => (
        <Modal
          open
          size="sm"
          title={
            showing
              ? `webapp.cards.action.${action}`
              : { key: `webapp.cards.confirm.${action}.title`, values: { digits: card.lastDigits } }
          }
          onClose={onClose}
          footer={
            showing ? (
              <Button variant="secondary" label="webapp.cards.close" onClick={onClose} />
            ) : (
              <div className="k-cluster">
                <Button variant="secondary" label="webapp.cards.cancel" onClick={onClose} />
                <Button
                  type="submit"
                  form={formId}
                  variant={DANGER_ACTIONS.includes(action) ? 'danger' : 'primary'}
                  label={`webapp.cards.confirm.${action}.button`}
                  loading={busy}
                />
              </div>
            )
          }
        >
          {showing ? (
            <div className="k-stack" ref={resultRef} tabIndex={-1} aria-live="polite">
              {result ? (
                <ActionResult result={result} onShowCard={onShowCard} />
              ) : busy ? (
                <Spinner label="dict.loading" />
              ) : null}
              {refusal ? (
                <div ref={refusalRef} tabIndex={-1}>
                  <Alert type="error" message={refusal} />
                </div>
              ) : null}
            </div>
          ) : (
            <form id={formId} onSubmit={handleSubmit} noValidate className="k-stack">
              <ActionFields action={action} card={card} />
              {refusal ? (
                <div ref={refusalRef} tabIndex={-1}>
                  <Alert type="error" message={refusal} />
                </div>
              ) : null}
            </form>
          )}
        </Modal>
      )}
    </Form>
  );
}
