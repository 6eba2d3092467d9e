import { act, renderHook } from '@testing-library/react';
import { emptyPaymentValues } from './formModel';
import type { FieldErrors } from './formErrors';
import type { PaymentFormValues } from './types';
import { useFormController, useSectionForm } from './useFormController';

const initial = emptyPaymentValues(null, '2026-11-30');
const NAME_REQUIRED = 'webapp.payments.form.nameRequired';
const errorsOf = (values: PaymentFormValues): FieldErrors =>
  values.beneficiary.name === '' ? { 'beneficiary.name': NAME_REQUIRED } : {};

/** The form and two sections' views of it, as the payment form holds them. */
function useForm() {
  const { controller, markAttempted } = useFormController(initial, errorsOf, false);
  return {
    form: controller,
    markAttempted,
    beneficiary: useSectionForm(controller, ['beneficiary', 'targetAccountUid'] as const),
    details: useSectionForm(controller, ['paymentReason', 'category'] as const),
  };
}

describe('useSectionForm', () => {
  it('keeps a section the same while another section is typed in, and follows its own fields', () => {
    const { result } = renderHook(useForm);
    const before = result.current;

    act(() => result.current.form.set('paymentReason', 'Rent'));
    expect(result.current.beneficiary).toBe(before.beneficiary);
    expect(result.current.details).not.toBe(before.details);
    expect(result.current.details.values.paymentReason).toBe('Rent');

    const details = result.current.details;
    act(() => result.current.form.set('beneficiary.address.city', 'Bern'));
    expect(result.current.details).toBe(details);
    expect(result.current.beneficiary.values.beneficiary.address.city).toBe('Bern');
  });

  it('gives a section a new view when one of its own errors shows, not when another section’s does', () => {
    const { result } = renderHook(useForm);
    const { details } = result.current;
    expect(result.current.beneficiary.errorOf('beneficiary.name')).toBeUndefined();

    act(() => result.current.form.touch('beneficiary.name'));
    expect(result.current.beneficiary.errorOf('beneficiary.name')).toBe(NAME_REQUIRED);
    expect(result.current.details).toBe(details);

    act(() => result.current.form.set('beneficiary.name', 'Muster AG'));
    expect(result.current.beneficiary.errorOf('beneficiary.name')).toBeUndefined();
  });

  it('shows every error after a submit attempt, in the section that owns the field', () => {
    const { result } = renderHook(useForm);
    act(() => result.current.markAttempted());
    expect(result.current.beneficiary.errorOf('beneficiary.name')).toBe(NAME_REQUIRED);
    expect(result.current.form.shown).toEqual({ 'beneficiary.name': NAME_REQUIRED });
  });

  it('updates from the current values when replace is given a function', () => {
    const { result } = renderHook(useForm);
    act(() => {
      result.current.form.set('amount', '12.50');
      result.current.form.replace((current) => ({ ...current, category: 'rent' }));
    });
    expect(result.current.form.values).toMatchObject({ amount: '12.50', category: 'rent' });
  });
});
