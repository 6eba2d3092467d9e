import type { Observable } from 'rxjs';
import type { Profile } from '../domain/entities';
import type { SessionSnapshot } from '../domain/session';

/** Event stream message types of spec §7 "Event stream". */
export type StreamEventType =
  | 'debitCard'
  | 'cardProgram'
  | 'cardProgramContract'
  | 'cardInCardProgram'
  | 'agentInPartnership'
  | 'exportTicket'
  | 'cardBulkOrder'
  | 'cashSubAccount'
  | 'cashAccountCreated'
  | 'entitlementChanged'
  | 'beneficiary'
  | 'paymentOrder'
  | 'transactionReceipt'
  /** eBill (issue 31; contracts/ebill.ts EBILL_EVENT_TYPES): invoices by businessCaseId, the subscription by ownerUid. */
  | 'ebillInvoiceArrived'
  | 'ebillInvoiceRejected'
  | 'ebillInvoiceSettled'
  | 'ebillInvoiceNotCovered'
  | 'ebillSubscription';

/** Spec §3 "Event stream message": type, guid, message {...}. */
export interface StreamMessage {
  type: StreamEventType;
  guid: string;
  /** Server time of the change (ISO), used by the staleness tracker. */
  time?: string;
  message: {
    partnershipUid?: string;
    ownerUid?: string;
    status?: string;
    cashAccountUid?: string;
    holderUid?: string;
    signed?: boolean;
    balance?: { value: number; factor: number; currency: string };
    rootEntityTypeName?: string;
    rootEntityUid?: string;
    cardUid?: string;
    cardProgramUid?: string;
    exportTicketUID?: string;
    orderUid?: string;
    beneficiaryUID?: string;
    paymentOrderUid?: string;
    trxUid?: string;
    uid?: string;
    /** eBill invoice events: the invoice's business case id (and its biller). */
    businessCaseId?: string;
    billerId?: string;
  };
}

export type AlertType = 'info' | 'success' | 'warning' | 'error';

/** Spec §3 Alert. message/title are i18n keys (with optional interpolation values). */
export interface Alert {
  id: string;
  title?: string;
  message: string;
  values?: Record<string, string | number>;
  alertType: AlertType;
  dismissable: boolean;
  alertTimestamp: number;
  /** ms; 0 = stays until dismissed. Spec §9: 5000. */
  autoDismissDelay: number;
  /** Shown in the banner area (e.g. offline) rather than as a toast. */
  banner?: boolean;
}

export type SessionEvent =
  | { type: 'loggedIn' }
  | { type: 'loggedOut'; reason: 'user' | 'idle' | 'refused' | 'expired' | 'otherTab' }
  | { type: 'refreshed'; refreshTokenExp: number }
  | { type: 'snapshot'; snapshot: SessionSnapshot };

export interface ContextChange {
  previousUid: string | null;
  uid: string;
}

/** Host-level actions a remote may ask for (e.g. open the scan payment modal, reload accounts). */
export interface HostAction {
  type: string;
  payload?: unknown;
}

/** The typed RxJS event bus: one instance in the composed app (shared-kernel is a singleton). */
export interface EventBus {
  /** Messages from the server's event stream (already grouped by entity id and debounced). */
  readonly stream$: Observable<StreamMessage>;
  readonly context$: Observable<ContextChange>;
  readonly alerts$: Observable<Alert>;
  readonly session$: Observable<SessionEvent>;
  readonly actions$: Observable<HostAction>;
  publishStream(message: StreamMessage): void;
  publishContext(change: ContextChange): void;
  alert(
    alert: Omit<Alert, 'id' | 'alertTimestamp' | 'dismissable' | 'autoDismissDelay'> & Partial<Alert>,
  ): void;
  dismissAlert(id: string): void;
  readonly dismissed$: Observable<string>;
  publishSession(event: SessionEvent): void;
  dispatch(action: HostAction): void;
}

/** Host action a remote dispatches when the user chooses another cash account; the host updates its snapshot. */
export const SELECT_CASH_ACCOUNT = 'cashAccount.select';
export interface SelectCashAccountPayload {
  cashAccountUid: string;
}

/**
 * Host action a remote dispatches after it saved the profile (PATCH /v2/profile, e.g. the settings screen):
 * the host takes the saved profile into its snapshot and follows its language (i18n, Accept-Language) and theme.
 */
export const PROFILE_CHANGED = 'profile.changed';
export interface ProfileChangedPayload {
  /** The profile as the gateway answered the PATCH. */
  profile: Profile;
}

/**
 * Host action an overlay (a descriptor's `overlays` entry, e.g. the scan payment modal) dispatches to be closed:
 * the host unmounts it, so opening it again starts afresh.
 */
export const CLOSE_OVERLAY = 'overlay.close';
