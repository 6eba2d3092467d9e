/**
 * Where the eye and the keyboard go after a refusal (issue 28 "every refusal seen"): the first field saying
 * what is wrong gets the focus and is scrolled into the middle of the screen, so its message (aria-describedby)
 * is both heard and seen, also when the refusal came back from the bank after the confirmation closed.
 */
export function focusFirstInvalid(formElement: HTMLFormElement | null): void {
  const field = formElement?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  // jsdom has no scrollIntoView; browsers do.
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

/** Whether the person typed something a cancel would lose (the date the form sets itself and the debit account do not count). */
export function isFilled<T extends { paymentTime: string; accountUid: string }>(
  values: T,
  initial: T,
): boolean {
  const entered = (form: T) => JSON.stringify({ ...form, paymentTime: undefined, accountUid: undefined });
  return entered(values) !== entered(initial);
}
