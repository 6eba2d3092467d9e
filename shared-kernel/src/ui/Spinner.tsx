import type { ReactElement } from 'react';
import { useMessage, type Message } from './text';

export interface SpinnerProps {
  /** Announced to screen readers; defaults to "Loading". */
  label?: Message;
}

export function Spinner({ label = 'dict.loading' }: SpinnerProps): ReactElement {
  const tm = useMessage();
  return (
    <span role="status" className="k-cluster">
      <span className="k-spinner" aria-hidden="true" />
      <span className="k-visually-hidden">{tm(label)}</span>
    </span>
  );
}
