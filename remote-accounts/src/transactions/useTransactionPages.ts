import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiClient } from 'shared-kernel/api';
import { fetchTransactionPage } from './api';
import type { TransactionQuery } from './filters';
import type { Transaction } from './types';

export interface TransactionPages {
  transactions: Transaction[];
  total: number;
  loading: boolean;
  failed: boolean;
  /**
   * The query (as JSON) whose answer the list shows (the previous query's while a new one loads); lets tests
   * and the benchmark see a filter take effect.
   */
  shownQuery: string | null;
  /** Loads the next page if there is one and none is loading. */
  loadMore: () => void;
  /** Loads the first page again (stale data, retry). */
  reload: () => Promise<void>;
}

/** The transactions of an account matching a query, loaded page by page as the list scrolls. */
export function useTransactionPages(
  api: ApiClient,
  cashAccountUid: string | null,
  query: TransactionQuery,
): TransactionPages {
  const [transactions, setTransactions] = useState<Transaction[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [shownQuery, setShownQuery] = useState<string | null>(null);
  const queryKey = JSON.stringify(query);
  // The running request: a new query or account aborts it, so late answers never mix into the list.
  const running = useRef<AbortController | null>(null);
  const loaded = useRef({ count: 0, total: 0 });

  const load = useCallback(
    async (offset: number) => {
      if (!cashAccountUid) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setLoading(true);
      setFailed(false);
      const settle = () => {
        if (running.current !== controller) return;
        running.current = null;
        setLoading(false);
      };
      let answered = false;
      try {
        const page = await fetchTransactionPage(
          api,
          cashAccountUid,
          JSON.parse(queryKey) as TransactionQuery,
          offset,
          controller.signal,
        );
        if (controller.signal.aborted) return;
        answered = true;
        // What is loaded is known now, not once the list has rendered: a loadMore meanwhile asks for the next page.
        loaded.current = { count: offset + page.transactions.length, total: page.total };
        // A page of rows is one update React may render in slices, between the user's input and the browser's
        // paints (issue 34: it is 50-100 ms of rendering on a phone's CPU).
        startTransition(() => {
          setTransactions((current) =>
            offset === 0 ? page.transactions : [...current, ...page.transactions],
          );
          setTotal(page.total);
          setShownQuery(queryKey);
          settle();
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('[accounts] loading transactions failed', error);
        setFailed(true);
      } finally {
        if (!answered) settle();
      }
    },
    [api, cashAccountUid, queryKey],
  );

  // Another account starts from an empty list. Another query of the same account keeps the rows shown (the
  // panel is busy) until its answer replaces them: a filter change is one update of the list, not an empty
  // list, a spinner and a new list (issue 17).
  const shownAccount = useRef<string | null>(null);
  useEffect(() => {
    loaded.current = { count: 0, total: 0 };
    if (shownAccount.current !== cashAccountUid) {
      shownAccount.current = cashAccountUid;
      setTransactions([]);
      setTotal(0);
      setShownQuery(null);
    }
    void load(0);
    return () => running.current?.abort();
  }, [load, cashAccountUid]);

  // loadMore keeps its identity across queries (the list is memoised on its props); it calls the current load.
  const currentLoad = useRef(load);
  useLayoutEffect(() => {
    currentLoad.current = load;
  }, [load]);
  const loadMore = useCallback(() => {
    const { count, total: known } = loaded.current;
    if (running.current || count >= known) return;
    void currentLoad.current(count);
  }, []);

  const reload = useCallback(() => load(0), [load]);
  return { transactions, total, loading, failed, shownQuery, loadMore, reload };
}
