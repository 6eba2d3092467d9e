import { useEffect, useState } from 'react';
import { useApi, useSession } from 'shared-kernel/contract';
import type { MentionPool } from 'shared-kernel/widgets';
import { fetchPaymentDates, fetchPaymentSchema, fetchTagProfile } from './api';
import type { PaymentDates, PaymentOrderSchemaResponse } from './types';

/**
 * Spec §5: the schema is fetched for each debit account. While another account's schema loads, the last one
 * stays (the form keeps its values; `current` says whether it is the chosen account's); null before the first.
 */
export function usePaymentSchema(accountUid: string): {
  schema: PaymentOrderSchemaResponse | null;
  failed: boolean;
  current: boolean;
} {
  const api = useApi();
  // A plan change reloads the snapshot (entitlementChanged): the schema's plan features follow it live (issue 32).
  const planCode = useSession().subscription?.planCode ?? null;
  const [state, setState] = useState<{
    uid: string;
    schema: PaymentOrderSchemaResponse | null;
    failed: boolean;
  }>({
    uid: '',
    schema: null,
    failed: false,
  });
  useEffect(() => {
    if (!accountUid) return undefined;
    let active = true;
    fetchPaymentSchema(api, accountUid)
      .then((schema) => active && setState({ uid: accountUid, schema, failed: false }))
      .catch((error: unknown) => {
        console.error('[payments] payment schema failed', error);
        if (active) setState({ uid: accountUid, schema: null, failed: true });
      });
    return () => {
      active = false;
    };
  }, [api, accountUid, planCode]);
  return { ...state, current: state.uid === accountUid && state.schema !== null };
}

/** Spec §8: a payment-dates failure is logged only and the loading state ends (the picker then has no holidays). */
export function usePaymentDates(
  recurrence: string,
  ebillDueDate: string | null = null,
): { dates: PaymentDates | null; loading: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ dates: PaymentDates | null; loading: boolean }>({
    dates: null,
    loading: true,
  });
  useEffect(() => {
    let active = true;
    fetchPaymentDates(api, recurrence, ebillDueDate)
      .then((dates) => active && setState({ dates, loading: false }))
      .catch((error: unknown) => {
        console.error('[payments] payment dates failed', error);
        if (active) setState({ dates: null, loading: false });
      });
    return () => {
      active = false;
    };
  }, [api, recurrence, ebillDueDate]);
  return state;
}

const NO_MENTIONS: MentionPool = { tags: [], mentions: [] };

/** The tag profile of the context, for the note's mention picker; empty when it cannot load. */
export function useMentionPool(): MentionPool {
  const api = useApi();
  const context = useSession().currentContext;
  const [pool, setPool] = useState<MentionPool>(NO_MENTIONS);
  useEffect(() => {
    if (!context) return undefined;
    let active = true;
    fetchTagProfile(api, context)
      .then((loaded) => active && setPool({ tags: loaded.tags ?? [], mentions: loaded.mentions ?? [] }))
      .catch((error: unknown) => console.error('[payments] tag profile failed', error));
    return () => {
      active = false;
    };
  }, [api, context]);
  return pool;
}
