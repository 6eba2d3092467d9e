import type { ReactElement } from 'react';
import { useMessage, type Message } from './text';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export interface BadgeProps {
  label: Message;
  tone?: BadgeTone;
}

export function Badge({ label, tone = 'neutral' }: BadgeProps): ReactElement {
  const tm = useMessage();
  return <span className={`k-badge k-badge--${tone}`}>{tm(label)}</span>;
}
