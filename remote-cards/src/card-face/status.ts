import type { CardStatus } from 'shared-kernel/domain';
import type { BadgeTone } from 'shared-kernel/ui';

/** How a card status looks as a badge: usable green, paused amber, gone red, waiting blue. */
const STATUS_TONES: Record<CardStatus, BadgeTone> = {
  new: 'info',
  funded: 'info',
  active: 'success',
  frozen: 'warning',
  pin_locked: 'warning',
  locked: 'error',
  blocked: 'error',
  retired: 'neutral',
  deleted: 'neutral',
};

export const statusTone = (status: CardStatus): BadgeTone => STATUS_TONES[status];
