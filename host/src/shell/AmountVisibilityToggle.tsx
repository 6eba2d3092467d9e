import type { ReactElement } from 'react';
import { IconButton } from 'shared-kernel/ui';

export interface AmountVisibilityToggleProps {
  amountVisible: boolean;
  onChange: (amountVisible: boolean) => void;
}

/** Spec §2: the eye icon masks every amount in every screen (snapshot.amountVisible). */
export function AmountVisibilityToggle({
  amountVisible,
  onChange,
}: AmountVisibilityToggleProps): ReactElement {
  return (
    <IconButton
      icon={amountVisible ? 'eye' : 'eye-off'}
      label={amountVisible ? 'webapp.shell.amounts.hide' : 'webapp.shell.amounts.show'}
      onClick={() => onChange(!amountVisible)}
    />
  );
}
