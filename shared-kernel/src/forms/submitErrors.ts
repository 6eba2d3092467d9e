import { FORM_ERROR, setIn } from 'final-form';
import { fieldErrorsOf, submitErrorOf } from '../api/errors';
import type { Message } from 'shared-kernel/ui';
import { FORM_MESSAGES } from './messages';
import type { FormErrors } from './validation';

/**
 * Turns a failed submission into react-final-form submit errors (spec §8 Form submit), using the api's
 * error parsers: a 400 ValidationError puts each data entry on its field (nested names like
 * `address.city` land on the nested field); a 400 with code and message shows that message for the
 * form; anything else shows app.error.general. Return it from `onSubmit`.
 * Server texts are shown as sent (`{ text }`), they are already in the user's language.
 */
export function toSubmitErrors(error: unknown): FormErrors {
  let errors: FormErrors = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    errors = setIn(errors, field, { text: message } satisfies Message) as FormErrors;
  }
  const formMessage = submitErrorOf(error);
  if (formMessage !== null) {
    errors[FORM_ERROR] =
      formMessage === FORM_MESSAGES.general ? FORM_MESSAGES.general : { text: formMessage };
  }
  return errors;
}

/** Runs a submission and returns its submit errors, or undefined on success (react-final-form's contract). */
export async function submitWithErrors(action: () => Promise<unknown>): Promise<FormErrors | undefined> {
  try {
    await action();
    return undefined;
  } catch (error) {
    return toSubmitErrors(error);
  }
}
