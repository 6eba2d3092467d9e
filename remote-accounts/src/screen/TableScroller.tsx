import type { ReactElement, ReactNode } from 'react';
import { useMessage, type Message } from 'shared-kernel/ui';
import './table-scroller.css';

/**
 * A table that can be wider than a phone scrolls sideways in its own region instead of widening the page;
 * the group is focusable so it can be scrolled with the keyboard too (a group, not a second landmark beside
 * the card that already names the table).
 */
export function TableScroller({ label, children }: { label: Message; children: ReactNode }): ReactElement {
  const tm = useMessage();
  return (
    <div className="acc-table-scroller" role="group" aria-label={tm(label)} tabIndex={0}>
      {children}
    </div>
  );
}
