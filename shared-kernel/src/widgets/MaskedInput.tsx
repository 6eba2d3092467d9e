import { useLayoutEffect, useRef, type InputHTMLAttributes, type ReactElement } from 'react';
import { maskIban, maskPhone } from '../domain';
import { Field, type FieldChrome } from 'shared-kernel/ui';

export type MaskKind = 'iban' | 'phone';

const maskers: Record<MaskKind, (text: string) => string> = { iban: maskIban, phone: maskPhone };

/** Characters that carry meaning in a masked value; spaces (and any other separators) are the mask's. */
const significant = /[0-9A-Za-z+]/;

function countSignificant(text: string, end: number): number {
  let count = 0;
  for (let i = 0; i < end && i < text.length; i += 1) if (significant.test(text[i] ?? '')) count += 1;
  return count;
}

/** Position in `masked` just after its `count`-th significant character (0 → start). */
export function caretAfterSignificant(masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (significant.test(masked[i] ?? '')) seen += 1;
    if (seen === count) return i + 1;
  }
  return masked.length;
}

/** The value without the mask's spaces, as the gateway expects it. */
export function unmask(text: string): string {
  return text.replace(/\s+/g, '');
}

export interface MaskedInputProps
  extends
    FieldChrome,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'defaultValue'> {
  id?: string;
  mask: MaskKind;
  /** The masked text (controlled). */
  value: string;
  onChange: (masked: string) => void;
}

/**
 * An input that groups as you type (spec §5: Swiss IBAN 4-5-12, other IBANs groups of 4; phone masks by
 * country code). Caret-safe: the caret stays after the same significant character when spaces move.
 */
export function MaskedInput({
  id,
  label,
  hint,
  error,
  required,
  labelHidden,
  mask,
  value,
  onChange,
  ...rest
}: MaskedInputProps): ReactElement {
  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !input.current) return;
    if (input.current === document.activeElement) {
      input.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} labelHidden={labelHidden}>
      {(control) => (
        <input
          {...rest}
          {...control}
          ref={input}
          required={required}
          className="k-input k-input--mono"
          inputMode={mask === 'phone' ? 'tel' : 'text'}
          autoCapitalize={mask === 'iban' ? 'characters' : undefined}
          spellCheck={false}
          value={value}
          onChange={(event) => {
            const raw = event.target.value;
            const caret = event.target.selectionStart ?? raw.length;
            const masked = maskers[mask](raw);
            // Mask the text before the caret too, so characters the mask drops or rewrites (a national
            // "0" after +41, "00" for "+") count the same on both sides.
            const before = maskers[mask](raw.slice(0, caret));
            const nextCaret = caretAfterSignificant(masked, countSignificant(before, before.length));
            if (masked === value) {
              // Same text after masking (e.g. a space typed): no re-render comes, so restore DOM and caret now.
              event.target.value = masked;
              event.target.setSelectionRange(nextCaret, nextCaret);
              return;
            }
            pendingCaret.current = nextCaret;
            onChange(masked);
          }}
        />
      )}
    </Field>
  );
}
