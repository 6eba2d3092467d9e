import type { ReactElement } from 'react';
import { isCompleteCode, normalizeCode } from '../domain';
import { Input, type Message } from 'shared-kernel/ui';

export interface OneTimeCodeInputProps {
  label: Message;
  hint?: Message;
  value: string;
  onChange: (code: string) => void;
  /** A pasted complete code submits at once (a whole mail line is reduced to its 6 digits). */
  onComplete: (code: string) => void;
}

/** The 6-digit one-time code field of the login and the prospect login (autofill, paste, digits only). */
export function OneTimeCodeInput({
  label,
  hint,
  value,
  onChange,
  onComplete,
}: OneTimeCodeInputProps): ReactElement {
  return (
    <Input
      label={label}
      hint={hint}
      name="one-time-code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      mono
      autoFocus
      value={value}
      onChange={(event) => onChange(normalizeCode(event.target.value))}
      onPaste={(event) => {
        const pasted = normalizeCode(event.clipboardData.getData('text'));
        if (!pasted) return;
        event.preventDefault();
        onChange(pasted);
        if (isCompleteCode(pasted)) onComplete(pasted);
      }}
    />
  );
}
