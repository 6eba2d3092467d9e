import { useCallback, useEffect, useState } from 'react';
import { SELECT_CASH_ACCOUNT, type SelectCashAccountPayload } from 'shared-kernel/bus';
import { useBus, useSession } from 'shared-kernel/contract';
import { chooseCashAccount, type CashAccount } from 'shared-kernel/domain';

/**
 * The selected cash account, shared with the host: it starts from the session snapshot, a choice is sent
 * to the host on the bus (which updates the snapshot for the other screens), and a new snapshot wins.
 */
export function useSelectedCashAccount(): {
  account: CashAccount | null;
  accounts: CashAccount[];
  select: (uid: string) => void;
} {
  const session = useSession();
  const bus = useBus();
  const [wanted, setWanted] = useState(session.selectedCashAccountUid);
  useEffect(() => setWanted(session.selectedCashAccountUid), [session.selectedCashAccountUid]);

  const select = useCallback(
    (uid: string) => {
      setWanted(uid);
      const payload: SelectCashAccountPayload = { cashAccountUid: uid };
      bus.dispatch({ type: SELECT_CASH_ACCOUNT, payload });
    },
    [bus],
  );
  return { account: chooseCashAccount(session.cashAccounts, wanted), accounts: session.cashAccounts, select };
}
