import { useEffect, useState } from 'react';
import { useApi } from 'shared-kernel/contract';
import { calculateQuote } from './api';
import type { IncoreQuoteRequest } from 'shared-kernel/domain';
import type { IncoreQuote } from './types';

/** Spec §9: quote debounce 500 ms. */
export const QUOTE_DEBOUNCE_MS = 500;

export type QuoteState = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; quote: IncoreQuote };

export type QuoteRequest = IncoreQuoteRequest;

/** The incore quote of a foreign payment, asked 500 ms after the last change (null request: no quote). */
export function useQuote(request: QuoteRequest | null): QuoteState {
  const api = useApi();
  const [state, setState] = useState<QuoteState>({ state: 'idle' });
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!key) {
      setState({ state: 'idle' });
      return undefined;
    }
    let active = true;
    setState({ state: 'loading' });
    const timer = setTimeout(() => {
      calculateQuote(api, JSON.parse(key) as QuoteRequest)
        .then((quote) => active && setState({ state: 'ready', quote }))
        .catch((error: unknown) => {
          console.error('[payments] quote failed', error);
          if (active) setState({ state: 'failed' });
        });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [api, key]);
  return state;
}
