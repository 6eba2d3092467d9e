import { useEffect, useState } from 'react';
import { useApi, useSession } from 'shared-kernel/contract';
import type { EbillInvoice, RelatedBiller } from 'shared-kernel/domain';
import { ebillBaseOf, fetchEbillInvoice, fetchRelatedBillers } from './api';

export type EbillInvoiceState =
  | { state: 'none' }
  | { state: 'loading' }
  /** Not found in this context, or the calls failed. */
  | { state: 'missing' }
  | { state: 'ready'; invoice: EbillInvoice; biller: RelatedBiller | null; base: string };

/**
 * `?ebillInvoice={businessCaseId}` of /payments/new (spec §2 "E-bill invoice details"): the invoice (the first
 * of related-billers-invoices with that businessCaseId) and the related biller matching its billerId.
 */
export function useEbillInvoice(businessCaseId: string | null): EbillInvoiceState {
  const api = useApi();
  const session = useSession();
  const base = ebillBaseOf(session);
  const [state, setState] = useState<EbillInvoiceState>(
    businessCaseId ? { state: 'loading' } : { state: 'none' },
  );
  useEffect(() => {
    if (!businessCaseId) {
      setState({ state: 'none' });
      return undefined;
    }
    let active = true;
    setState({ state: 'loading' });
    Promise.all([fetchEbillInvoice(api, base, businessCaseId), fetchRelatedBillers(api, base)])
      .then(([invoice, billers]) => {
        if (!active) return;
        if (!invoice) setState({ state: 'missing' });
        else
          setState({
            state: 'ready',
            invoice,
            biller: billers.find((biller) => biller.billerId === invoice.billerId) ?? null,
            base,
          });
      })
      .catch((error: unknown) => {
        console.error('[payments] eBill invoice failed', error);
        if (active) setState({ state: 'missing' });
      });
    return () => {
      active = false;
    };
  }, [api, base, businessCaseId]);
  return state;
}
