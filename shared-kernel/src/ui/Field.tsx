import { useId, type ReactElement, type ReactNode } from 'react';
import { useMessage, type Message } from './text';

export interface FieldChrome {
  label: Message;
  hint?: Message;
  /** Error text (i18n key); sets aria-invalid and is announced through aria-describedby. */
  error?: Message | null;
  required?: boolean;
  /** Hides the label visually (still the accessible name). */
  labelHidden?: boolean;
}

export interface FieldRenderProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

interface FieldProps extends FieldChrome {
  id?: string;
  /** Extra ids described by the control (e.g. a character counter). */
  describedBy?: string[];
  children: (control: FieldRenderProps) => ReactNode;
  after?: ReactNode;
}

/** Label, hint and error around one control, wired with htmlFor and aria-describedby. */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  required,
  labelHidden,
  describedBy = [],
  children,
  after,
}: FieldProps): ReactElement {
  const tm = useMessage();
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, ...describedBy].filter(Boolean).join(' ');
  return (
    <div className="k-field">
      <label htmlFor={id} className={labelHidden ? 'k-visually-hidden' : 'k-field__label'}>
        {tm(label)}
        {required ? (
          <span className="k-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <span id={hintId} className="k-field__hint">
          {tm(hint)}
        </span>
      ) : null}
      {children({
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <span id={errorId} className="k-field__error">
          {tm(error)}
        </span>
      ) : null}
      {after}
    </div>
  );
}
