import { useEffect, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './Button';
import { useMessage, type Message } from './text';

/** Spec §9: modal widths sm, wide, extra-wide. */
export type ModalSize = 'sm' | 'wide' | 'extra-wide';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector));
}

export interface ModalProps {
  open: boolean;
  /** Escape, the close button and (unless `dismissable` is false) the overlay call it. */
  onClose: () => void;
  title: Message;
  size?: ModalSize;
  footer?: ReactNode;
  /** false for modals that need an explicit choice (idle warning): no close button, no Escape. */
  dismissable?: boolean;
  children?: ReactNode;
}

/**
 * A modal dialog: aria-modal, focus moved in and trapped, Escape closes, focus returns to the
 * element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  size = 'wide',
  footer,
  dismissable = true,
  children,
}: ModalProps): ReactElement | null {
  const tm = useMessage();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = dialog.current;
    if (root) (focusableIn(root).find((el) => !el.classList.contains('k-icon-button')) ?? root).focus();
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissable) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = focusableIn(dialog.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="k-modal-overlay"
      onMouseDown={(event) => {
        if (dismissable && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`k-modal k-modal--${size}`}
        onKeyDown={onKeyDown}
      >
        <div className="k-modal__header">
          <h2 id={titleId} className="k-modal__title">
            {tm(title)}
          </h2>
          {dismissable ? (
            <IconButton icon="close" label="dict.close" onClick={() => onCloseRef.current()} />
          ) : null}
        </div>
        <div>{children}</div>
        {footer ? <div className="k-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
