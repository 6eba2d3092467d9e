import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { Alert as BusAlert, AlertType, EventBus } from '../bus/types';
import { IconButton } from './Button';
import { Icon } from './Icon';
import { useKernelBus } from './KernelProvider';
import { useMessage, type Message } from './text';

export interface AlertProps {
  type: AlertType;
  title?: Message;
  message: Message;
  /** Shows a close button calling this. */
  onDismiss?: () => void;
  children?: ReactNode;
}

/** Errors and warnings interrupt (role=alert); info and success are polite (role=status). */
export function Alert({ type, title, message, onDismiss, children }: AlertProps): ReactElement {
  const tm = useMessage();
  return (
    <div
      className={`k-alert k-alert--${type}`}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
    >
      <Icon name={type} />
      <div className="k-alert__body">
        {title ? <p className="k-alert__title">{tm(title)}</p> : null}
        <p className="k-alert__message">{tm(message)}</p>
        {children}
      </div>
      {onDismiss ? <IconButton icon="close" label="webapp.ui.alert.dismiss" onClick={onDismiss} /> : null}
    </div>
  );
}

interface AutoDismissProps {
  alert: BusAlert;
  onDismiss: (id: string) => void;
}

/**
 * One alert of the stack. Its auto-dismiss timer (spec §9: 5000 ms) pauses while the pointer is over it
 * or focus is inside it and resumes with the time left (WCAG 2.2.1 Timing Adjustable).
 */
function AutoDismissAlert({ alert, onDismiss }: AutoDismissProps): ReactElement {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(alert.autoDismissDelay);
  const paused = hovered || focused;

  useEffect(() => {
    if (alert.autoDismissDelay <= 0 || paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(alert.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [alert.autoDismissDelay, alert.id, onDismiss, paused]);

  const message: Message = alert.values ? { key: alert.message, values: alert.values } : alert.message;
  const title: Message | undefined = alert.title
    ? alert.values
      ? { key: alert.title, values: alert.values }
      : alert.title
    : undefined;
  return (
    <li
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-alert-id={alert.id}
    >
      <Alert
        type={alert.alertType}
        title={title}
        message={message}
        onDismiss={alert.dismissable ? () => onDismiss(alert.id) : undefined}
      />
    </li>
  );
}

export interface AlertStackProps {
  /** The bus to listen to; defaults to the KernelProvider's. */
  bus?: EventBus | null;
  /** true: only banner alerts (e.g. offline), false: only toasts (default). */
  banner?: boolean;
}

/** Renders the bus's alerts; a dismissal (user, timer or anyone calling bus.dismissAlert) removes it. */
export function AlertStack({ bus: busProp, banner = false }: AlertStackProps): ReactElement {
  const contextBus = useKernelBus();
  const bus = busProp ?? contextBus;
  const tm = useMessage();
  const [alerts, setAlerts] = useState<BusAlert[]>([]);

  useEffect(() => {
    if (!bus) return undefined;
    const added = bus.alerts$.subscribe((alert) => {
      if (Boolean(alert.banner) !== banner) return;
      setAlerts((current) => [...current.filter((a) => a.id !== alert.id), alert]);
    });
    const removed = bus.dismissed$.subscribe((id) =>
      setAlerts((current) => current.filter((a) => a.id !== id)),
    );
    return () => {
      added.unsubscribe();
      removed.unsubscribe();
    };
  }, [bus, banner]);

  const dismiss = useCallback(
    (id: string) => {
      setAlerts((current) => current.filter((a) => a.id !== id));
      bus?.dismissAlert(id);
    },
    [bus],
  );

  return (
    <ul className={banner ? 'k-stack' : 'k-alert-stack'} aria-label={tm('webapp.ui.alert.region')}>
      {alerts.map((alert) => (
        <AutoDismissAlert key={alert.id} alert={alert} onDismiss={dismiss} />
      ))}
    </ul>
  );
}
