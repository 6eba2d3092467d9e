/**
 * The card actions of spec §4 as the screens offer them: in which order, which are reads (run as the dialog
 * opens), which ask for input, which keep the dialog open to show what they gave, and the body each sends.
 */
import {
  cardActionAllowed,
  MERCHANT_CATEGORIES,
  type Card,
  type CardAction,
  type CardActionBody,
  type MerchantCategory,
} from 'shared-kernel/domain';
import { minorUnitsOf } from './amounts';

/** Most used first: the status toggles, then safety, the money's settings, the card's life. */
export const ACTION_ORDER: readonly CardAction[] = [
  'unfreeze',
  'freeze',
  'activate',
  'unlockPin',
  'replaceLostStolen',
  'setLimit',
  'viewPin',
  'setPin',
  'viewWalletTokens',
  'addMerchantCategoryBlocking',
  'createTransactionFilter',
  'viewLimit',
  'replaceExpiring',
  'renew',
  'requestReidentificationVoucher',
  'delete',
];

/** Reads: the dialog fetches as it opens and shows the answer (nothing to confirm). */
export const READ_ACTIONS: readonly CardAction[] = ['viewLimit', 'viewWalletTokens'];

/** The dialog stays open after these to show what they gave (the new card, the PIN, the tokens, the voucher). */
export const SHOWS_RESULT: readonly CardAction[] = [
  'replaceLostStolen',
  'replaceExpiring',
  'renew',
  'viewPin',
  'viewWalletTokens',
  'viewLimit',
  'requestReidentificationVoucher',
];

/** Shown as a danger button: they cannot be undone. */
export const DANGER_ACTIONS: readonly CardAction[] = ['replaceLostStolen', 'delete'];

/**
 * The actions to offer now: those the gateway says the reader may take (the card's `actions`, the kernel's
 * allowedCardActions) that the kernel's status machine still allows for the card's current status, so a card
 * whose status changed live never offers a stale action before its reload.
 */
export const offeredActions = (card: Card): CardAction[] =>
  ACTION_ORDER.filter(
    (action) => card.actions.includes(action) && cardActionAllowed(card.baseCardDetails.status, action),
  );

/** What the action dialog's form holds (only the fields of the action at hand are used). */
export interface ActionValues {
  reason?: 'lost' | 'stolen';
  monthlySpending?: string;
  atmMonthly?: string;
  pin?: string;
  pinRepeat?: string;
  password?: string;
  categories?: MerchantCategory[];
  label?: string;
  maxAmount?: string;
}

export type ActionErrors = Partial<Record<keyof ActionValues, string>>;

const PIN = /^[0-9]{4,6}$/;

/** The form's errors for the action (i18n keys), empty when it can be sent. */
export function validateAction(
  action: CardAction,
  values: ActionValues,
  limitError: (text: string | undefined) => string | undefined,
): ActionErrors {
  const errors: ActionErrors = {};
  switch (action) {
    case 'replaceLostStolen':
      if (!values.reason) errors.reason = 'webapp.cards.replace.reasonRequired';
      break;
    case 'setLimit': {
      const monthly = limitError(values.monthlySpending);
      const atm = limitError(values.atmMonthly);
      if (monthly) errors.monthlySpending = monthly;
      if (atm) errors.atmMonthly = atm;
      break;
    }
    case 'setPin':
      if (!values.pin || !PIN.test(values.pin)) errors.pin = 'webapp.cards.pin.invalid';
      else if (values.pinRepeat !== values.pin) errors.pinRepeat = 'webapp.cards.pin.mismatch';
      break;
    case 'viewPin':
      if (!values.password) errors.password = 'webapp.cards.pin.passwordRequired';
      break;
    case 'addMerchantCategoryBlocking':
      if (!values.categories?.length) errors.categories = 'webapp.cards.blocking.required';
      break;
    case 'createTransactionFilter':
      if (!values.label?.trim()) errors.label = 'webapp.cards.filter.labelRequired';
      if (values.maxAmount?.trim()) {
        const cap = limitError(values.maxAmount);
        if (cap) errors.maxAmount = cap;
      }
      break;
    default:
      break;
  }
  return errors;
}

/** The request body of the action from the form's values (validated before). */
export function actionBody(action: CardAction, values: ActionValues): CardActionBody {
  switch (action) {
    case 'replaceLostStolen':
      return { action, reason: values.reason ?? 'lost' };
    case 'setLimit':
      return {
        action,
        monthlySpendingValue: minorUnitsOf(values.monthlySpending ?? '') ?? 0,
        atmMonthlyValue: minorUnitsOf(values.atmMonthly ?? '') ?? 0,
      };
    case 'setPin':
      return { action, pin: values.pin ?? '' };
    case 'viewPin':
      return { action, password: values.password ?? '' };
    case 'addMerchantCategoryBlocking':
      return { action, merchantCategories: values.categories ?? [] };
    case 'createTransactionFilter':
      return {
        action,
        filter: {
          label: (values.label ?? '').trim(),
          // No cap typed: every payment in the categories is declined.
          maxAmountValue: values.maxAmount?.trim() ? (minorUnitsOf(values.maxAmount) ?? 0) : 0,
          merchantCategories: values.categories ?? [],
        },
      };
    default:
      return { action } as CardActionBody;
  }
}

/** The categories a card may still block (those not blocked yet). */
export const blockableCategories = (card: Card): MerchantCategory[] =>
  MERCHANT_CATEGORIES.filter((category) => !card.blockedMerchantCategories.includes(category));
