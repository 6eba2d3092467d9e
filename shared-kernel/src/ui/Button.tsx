import type { ButtonHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { Icon, type IconName } from './Icon';
import { useMessage, type Message } from './text';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  variant?: ButtonVariant;
  /** i18n key of the button text; `children` may be used instead for composed content. */
  label?: Message;
  children?: ReactNode;
  icon?: IconName;
  /** Shows a spinner, keeps the width and blocks clicks (aria-busy) while an action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  label,
  children,
  icon,
  loading = false,
  disabled,
  type = 'button',
  className,
  onClick,
  ...rest
}: ButtonProps): ReactElement {
  const tm = useMessage();
  return (
    <button
      {...rest}
      type={type}
      className={`k-button k-button--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A loading button stays focusable (no focus loss) but ignores clicks.
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="k-spinner" aria-hidden="true" /> : icon ? <Icon name={icon} /> : null}
      {label !== undefined ? tm(label) : children}
      {loading ? <span className="k-visually-hidden">{tm('dict.loading')}</span> : null}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** Accessible name (i18n key): an icon-only button must have one. */
  label: Message;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  icon,
  label,
  type = 'button',
  className,
  ...rest
}: IconButtonProps): ReactElement {
  const tm = useMessage();
  const text = tm(label);
  return (
    <button
      {...rest}
      type={type}
      className={`k-icon-button${className ? ` ${className}` : ''}`}
      aria-label={text}
      title={text}
    >
      <Icon name={icon} />
    </button>
  );
}
