import type { ApiClient } from 'shared-kernel/api';
import {
  BALANCE_UPDATED,
  BehaviorSubject,
  createStalenessTracker,
  PROFILE_CHANGED,
  SELECT_CASH_ACCOUNT,
  SESSION_RELOAD,
  type BalanceUpdate,
  type EventBus,
  type ProfileChangedPayload,
  type SelectCashAccountPayload,
  type StalenessTracker,
} from 'shared-kernel/bus';
import {
  applyBalanceUpdate,
  snapshotLacks,
  type AuthLevel,
  type Context,
  type Environment,
  type Language,
  type Profile,
  type SessionSnapshot,
} from 'shared-kernel/domain';
import { applyTheme, effectiveTheme } from 'shared-kernel/ui';
import type { AuthApi, AuthGrant, GatewaySession } from './authApi';
import { SessionRefresher } from './refresher';
import { rememberedProfileLanguage, rememberProfileLanguage } from './language';
import { openSessionChannel, type SessionChannel } from './sessionChannel';
import { loadOpenPaymentsCount, loadSessionSnapshot, type LateParts } from './snapshotLoad';
import {
  CURRENT_CONTEXT_UID_KEY,
  OPENING_CALLS_KEY,
  readLocal,
  REFRESH_TOKEN_EXP_KEY,
  writeLocal,
} from './storageKeys';

export type SnapshotStatus = 'none' | 'loading' | 'ready' | 'error';
/**
 * Why a session ends. 'user', 'idle' and 'refused' (a pin or weak session on a strong route, spec §2) end it
 * on the gateway and in the other tabs too; 'expired' and 'otherTab' only clear this tab.
 */
export type LogoutReason = 'user' | 'idle' | 'refused' | 'expired' | 'otherTab';

export interface HostSessionState {
  /** false until GET /v3/auth/session answered: guards wait for it. */
  known: boolean;
  authLevel: AuthLevel;
  /** Spec §4: a prospect is verified when its status is active. */
  prospectVerified: boolean;
  prospect: GatewaySession['prospect'];
  snapshot: SessionSnapshot | null;
  snapshotStatus: SnapshotStatus;
}

export interface SessionControllerDeps {
  api: ApiClient;
  auth: AuthApi;
  bus: EventBus;
  env: Environment;
  appVersion: string;
  /** The i18n language now, and a way to change it (i18next changeLanguage). */
  language: () => Language;
  changeLanguage: (language: Language) => Promise<unknown> | void;
  channel?: SessionChannel;
  locks?: Pick<LockManager, 'request'> | null;
  log?: (message: string, error?: unknown) => void;
}

const AUTH_LEVELS: readonly AuthLevel[] = ['none', 'pin', 'weak', 'strong'];
/** The alert that tells the user the session can no longer be renewed (one at a time). */
export const REFRESH_FAILED_ALERT = 'sessionRefreshFailed';

/**
 * A snapshot lacking parts whose read failed (SessionSnapshot.unavailable) is read again after these delays, then
 * every 30 s while it lacks them (a screen's "Try again" asks at once: SESSION_RELOAD). The shell says so meanwhile
 * (shell/PartsUnavailable.tsx).
 */
export const UNAVAILABLE_RETRY_MS = [2_000, 5_000, 15_000, 30_000] as const;

const INITIAL: HostSessionState = {
  known: false,
  authLevel: 'none',
  prospectVerified: false,
  prospect: null,
  snapshot: null,
  snapshotStatus: 'none',
};

/** The snapshot's language and the profile's language code, both `language`. */
function languageIn(
  snapshot: SessionSnapshot,
  language: Language,
): Pick<SessionSnapshot, 'language' | 'profile'> {
  const profile = snapshot.profile
    ? { ...snapshot.profile, communication: { ...snapshot.profile.communication, languageCode: language } }
    : null;
  return { language, profile };
}

/**
 * The host's session: auth level, refresh timer, snapshot of the user and current context, context
 * switching, profile settings and logout (broadcast to the other tabs). One instance per page.
 */
export class SessionController {
  readonly state$ = new BehaviorSubject<HostSessionState>(INITIAL);
  private readonly channel: SessionChannel;
  private readonly refresher: SessionRefresher;
  private readonly unsubscribeChannel: () => void;
  private readonly busSubscription: { unsubscribe(): void };
  /** Spec §4 staleness for the whole app: passed to every remote screen as its `staleness` prop (app/routes.tsx). */
  readonly staleness: StalenessTracker;
  private snapshotLoad = 0;
  private loadingContext: Pick<Context, 'uid' | 'type'> | null = null;
  /** The person the gateway's session names: the snapshot's calls that need it go out at once. */
  private userUid: string | null = null;
  /** The next read of a snapshot that lacks parts, and how many were made (UNAVAILABLE_RETRY_MS). */
  private unavailableRetry: ReturnType<typeof setTimeout> | null = null;
  private unavailableRetries = 0;
  /**
   * The person's profile edits so far (the language, the amount visibility, a profile a remote saved) and the
   * writes of them under way: a snapshot read that began before an edit, or while its write was under way, read
   * the old profile and must not undo it. Of the language picks, the latest is the one shown and saved.
   */
  private profileEdits = 0;
  private profileWrites = 0;
  private languagePicks = 0;

  constructor(private readonly deps: SessionControllerDeps) {
    this.channel = deps.channel ?? openSessionChannel();
    this.refresher = new SessionRefresher({
      refresh: () => deps.auth.refresh(),
      channel: this.channel,
      locks: deps.locks === undefined ? (globalThis.navigator?.locks ?? null) : deps.locks,
      log: deps.log,
      // The user hears that the session cannot be kept alive, and the session ends at its expiry.
      onGiveUp: () =>
        deps.bus.alert({
          id: REFRESH_FAILED_ALERT,
          alertType: 'warning',
          title: 'webapp.session.refresh_failed.title',
          message: 'webapp.session.refresh_failed.txt',
          autoDismissDelay: 0,
        }),
      onExpired: () => {
        deps.bus.dismissAlert(REFRESH_FAILED_ALERT);
        deps.bus.alert({ id: 'sessionExpired', alertType: 'info', message: 'app.error.session_expired' });
        this.endLocally('expired');
      },
    });
    this.unsubscribeChannel = this.channel.subscribe((message) => {
      if (message.type === 'logout') this.endLocally('otherTab');
    });
    // A remote that signs someone in (the onboarding remote's prospect verification) announces it on
    // the bus; the host then re-reads the gateway's session. The host's own strong login is already known.
    const sessionEvents = deps.bus.session$.subscribe((event) => {
      if (event.type === 'loggedIn' && this.state.authLevel !== 'strong') void this.start();
    });
    // A remote's account selector (the dashboard's) chooses the account the whole app acts on.
    const accountChoices = deps.bus.actions$.subscribe((action) => {
      if (action.type !== SELECT_CASH_ACCOUNT) return;
      const { cashAccountUid } = action.payload as SelectCashAccountPayload;
      if (this.state.snapshot?.cashAccounts.some((account) => account.uid === cashAccountUid)) {
        void this.selectCashAccount(cashAccountUid);
      }
    });
    // A remote that saved the profile (the settings screen) hands the saved state to the host's snapshot.
    const profileChanges = deps.bus.actions$.subscribe((action) => {
      if (action.type !== PROFILE_CHANGED) return;
      const { profile } = action.payload as ProfileChangedPayload;
      void this.profileChanged(profile);
    });
    // Spec §4: a cash sub account event carries the new balance; the snapshot is the one place it lives.
    const balances = deps.bus.actions$.subscribe((action) => {
      if (action.type !== BALANCE_UPDATED || !this.state.snapshot) return;
      const next = applyBalanceUpdate(this.state.snapshot, action.payload as BalanceUpdate);
      if (next !== this.state.snapshot) this.publish(next);
    });
    // A remote that changed what the snapshot summarises (eBill activated) asks for a fresh snapshot.
    const reloads = deps.bus.actions$.subscribe((action) => {
      if (action.type === SESSION_RELOAD && this.state.snapshot) void this.reload();
    });
    sessionEvents.add(reloads);
    sessionEvents.add(accountChoices);
    sessionEvents.add(profileChanges);
    sessionEvents.add(balances);
    this.busSubscription = sessionEvents;
    this.staleness = createStalenessTracker(deps.bus, { getSession: () => this.snapshot });
  }

  get state(): HostSessionState {
    return this.state$.value;
  }

  get snapshot(): SessionSnapshot | null {
    return this.state.snapshot;
  }

  /**
   * The context requests act in (the api client's x-partnership-uid): while a switch loads, the
   * chosen context, else the snapshot's.
   */
  requestContext(): Pick<Context, 'uid' | 'type'> | null {
    return this.loadingContext ?? this.state.snapshot?.currentContext ?? null;
  }

  private set(patch: Partial<HostSessionState>): void {
    this.state$.next({ ...this.state, ...patch });
  }

  /**
   * Reads the gateway's session (GET /v3/auth/session), or takes the one the page's start already read;
   * a strong one loads the snapshot.
   */
  async start(known?: GatewaySession): Promise<void> {
    let session: GatewaySession;
    try {
      session = known ?? (await this.deps.auth.session());
    } catch (error) {
      this.deps.log?.('reading the session failed', error);
      session = { authLevel: 'none', refreshTokenExp: null, userUid: null, prospect: null };
    }
    this.userUid = session.userUid;
    const authLevel = AUTH_LEVELS.includes(session.authLevel) ? session.authLevel : 'none';
    this.set({
      known: true,
      authLevel,
      prospect: session.prospect,
      prospectVerified: session.prospect?.status === 'active',
    });
    if (authLevel !== 'none') this.refresher.start(session.refreshTokenExp);
    if (authLevel === 'strong') await this.loadSnapshot();
  }

  /** The login's code step succeeded. */
  async strongGranted(grant: AuthGrant): Promise<void> {
    this.set({ known: true, authLevel: 'strong', prospect: null, prospectVerified: false });
    this.refresher.start(grant.refreshTokenExp);
    this.deps.bus.publishSession({ type: 'loggedIn' });
    await this.loadSnapshot();
  }

  /** (Re)loads the snapshot and publishes it on the bus's session channel. */
  async loadSnapshot(chosenContext: Context | null = null): Promise<SessionSnapshot | null> {
    const load = ++this.snapshotLoad;
    const edits = this.profileEdits;
    this.loadingContext = chosenContext;
    if (!this.state.snapshot) this.set({ snapshotStatus: 'loading' });
    let lateParts: Promise<LateParts> | null = null;
    try {
      const read = await loadSessionSnapshot(this.deps.api, {
        env: this.deps.env,
        appVersion: this.deps.appVersion,
        authLevel: this.state.authLevel,
        language: this.deps.language(),
        preferredContextUid: readLocal(CURRENT_CONTEXT_UID_KEY),
        selectedCashAccountUid: this.state.snapshot?.selectedCashAccountUid ?? null,
        previous: this.state.snapshot,
        userUid: this.userUid,
        // The profile said this language the last time: every call of the snapshot goes out at once, in it.
        languageSettled: rememberedProfileLanguage() === this.deps.language(),
        onContextChosen: (context) => {
          if (load === this.snapshotLoad) this.loadingContext = context;
        },
        // The profile's language before the other calls: they go out in it, catalogues load once.
        onLanguage: (language) => {
          if (load === this.snapshotLoad && !this.editedSince(edits) && language !== this.deps.language())
            return this.deps.changeLanguage(language);
          return undefined;
        },
        log: this.deps.log,
        // The plan and the waiting confirmations follow the first paint (a second round trip each).
        onLateParts: (parts) => {
          lateParts = parts;
        },
      });
      // A newer load (context switch while loading) wins.
      if (load !== this.snapshotLoad || this.state.authLevel !== 'strong') return this.state.snapshot;
      // What the person changed while this read was under way is newer than the profile it read.
      const edited = this.editedSince(edits);
      const snapshot = edited ? this.withEdits(read) : read;
      // The context chosen is stored for the next start, unless the partnerships could not be read: then the
      // person's own stood in, and the stored choice waits for them (reload).
      if (snapshot.currentContext && !snapshotLacks(snapshot, 'contexts'))
        writeLocal(CURRENT_CONTEXT_UID_KEY, snapshot.currentContext.uid);
      if (snapshot.language !== this.deps.language()) await this.deps.changeLanguage(snapshot.language);
      if (snapshot.profile && !edited) rememberProfileLanguage(snapshot.language);
      this.userUid = snapshot.user?.uid ?? this.userUid;
      this.publish(snapshot);
      this.retryUnavailable(snapshot);
      // A new browser shows the theme saved in the profile unless this device chose one (ui/theme.ts).
      applyTheme(effectiveTheme(snapshot.profile?.theme), { remember: false });
      void (lateParts as Promise<LateParts> | null)?.then((parts) => {
        if (load === this.snapshotLoad && this.state.authLevel === 'strong') this.updateSnapshot(parts);
      });
      return snapshot;
    } catch (error) {
      this.deps.log?.('loading the session snapshot failed', error);
      if (load === this.snapshotLoad) this.set({ snapshotStatus: this.state.snapshot ? 'ready' : 'error' });
      return this.state.snapshot;
    } finally {
      if (load === this.snapshotLoad) this.loadingContext = null;
    }
  }

  private publish(snapshot: SessionSnapshot): void {
    this.set({ snapshot, snapshotStatus: 'ready' });
    this.deps.bus.publishSession({ type: 'snapshot', snapshot });
  }

  /**
   * Spec §8 lets a part's failed read leave the snapshot without it; the snapshot is read again
   * (UNAVAILABLE_RETRY_MS, then every 30 s) until the parts come: a busy gateway for a moment does not leave
   * someone without their accounts for the visit.
   */
  private retryUnavailable(snapshot: SessionSnapshot): void {
    this.cancelUnavailableRetry();
    if (!snapshot.unavailable?.length) {
      this.unavailableRetries = 0;
      return;
    }
    const delay = UNAVAILABLE_RETRY_MS[Math.min(this.unavailableRetries, UNAVAILABLE_RETRY_MS.length - 1)]!;
    this.unavailableRetries += 1;
    this.unavailableRetry = setTimeout(() => {
      this.unavailableRetry = null;
      if (this.state.authLevel === 'strong') void this.reload();
    }, delay);
  }

  /**
   * Reads the snapshot of the page's context again (SESSION_RELOAD, the retries of lacking parts). Landing in another
   * context (the stored one, once the partnerships could be read) is published as a switch is: screens of the
   * context before reload.
   */
  private async reload(): Promise<void> {
    const previousUid = this.state.snapshot?.currentContext?.uid ?? null;
    const snapshot = await this.loadSnapshot();
    const uid = snapshot?.currentContext?.uid ?? null;
    if (previousUid && uid && uid !== previousUid) this.deps.bus.publishContext({ previousUid, uid });
  }

  private cancelUnavailableRetry(): void {
    if (this.unavailableRetry) clearTimeout(this.unavailableRetry);
    this.unavailableRetry = null;
  }

  /** Replaces parts of the snapshot the host changed itself (no reload needed). */
  updateSnapshot(patch: Partial<SessionSnapshot>): void {
    const current = this.state.snapshot;
    if (current) this.publish({ ...current, ...patch });
  }

  /** Spec §2 context switcher: stored in currentContextUid, sent as x-partnership-uid, snapshot reloaded. */
  async switchContext(uid: string): Promise<void> {
    const previousUid = this.state.snapshot?.currentContext?.uid ?? null;
    if (uid === previousUid) return;
    writeLocal(CURRENT_CONTEXT_UID_KEY, uid);
    // Every call of the reload already acts in the chosen context (its x-partnership-uid), not the old one.
    const chosen = this.state.snapshot?.contexts.find((context) => context.uid === uid) ?? null;
    const snapshot = await this.loadSnapshot(chosen);
    if (snapshot?.currentContext?.uid === uid) this.deps.bus.publishContext({ previousUid, uid });
  }

  /** Chooses the cash account the app acts on (payments, open payment stats). */
  async selectCashAccount(uid: string): Promise<void> {
    this.updateSnapshot({ selectedCashAccountUid: uid });
    await this.reloadOpenPayments();
  }

  /** paymentOrder events change the open payments count (side menu badge). */
  async reloadOpenPayments(): Promise<void> {
    const snapshot = this.state.snapshot;
    if (!snapshot) return;
    try {
      const count = await loadOpenPaymentsCount(
        this.deps.api,
        snapshot.currentContext,
        snapshot.selectedCashAccountUid,
      );
      if (this.state.snapshot && count !== this.state.snapshot.openPaymentsCount) {
        this.updateSnapshot({ openPaymentsCount: count });
      }
    } catch (error) {
      this.deps.log?.('open payment stats failed', error);
    }
  }

  /** Whether the person edited the profile since `edits`, or a write of an edit is under way. */
  private editedSince(edits: number): boolean {
    return edits !== this.profileEdits || this.profileWrites > 0;
  }

  /** A snapshot read with the profile as this page has it: the edits since the read began, the language shown. */
  private withEdits(read: SessionSnapshot): SessionSnapshot {
    const current = this.state.snapshot;
    const edited = current?.profile
      ? { ...read, profile: current.profile, amountVisible: current.amountVisible }
      : read;
    return { ...edited, ...languageIn(edited, this.deps.language()) };
  }

  /** Writes a profile edit (PATCH /v2/profile); a snapshot read meanwhile keeps the edit (editedSince). */
  private async writeProfile(
    patch: Partial<Omit<Profile, 'communication'>> & { communication?: Partial<Profile['communication']> },
    what: string,
  ): Promise<void> {
    if (!this.state.snapshot?.user?.uid) return;
    this.profileWrites += 1;
    try {
      await this.deps.api.patch('/v2/profile', patch);
    } catch (error) {
      this.deps.log?.(`saving the ${what} failed`, error);
    } finally {
      this.profileWrites -= 1;
    }
  }

  /** Spec §2: the language is saved to the profile and changes i18n and Accept-Language. */
  async setLanguage(language: Language): Promise<void> {
    const pick = ++this.languagePicks;
    this.profileEdits += 1;
    // Counted as a write from the pick on: the texts load first, then the profile is written.
    this.profileWrites += 1;
    try {
      await this.deps.changeLanguage(language);
      // A later pick while this one's texts loaded is the one shown and saved.
      if (pick !== this.languagePicks) return;
      rememberProfileLanguage(language);
      const snapshot = this.state.snapshot;
      if (!snapshot) return;
      this.updateSnapshot(languageIn(snapshot, language));
      await this.writeProfile({ communication: { languageCode: language } }, 'language');
    } finally {
      this.profileWrites -= 1;
    }
  }

  /**
   * A profile a remote already saved: the snapshot (navbar, language switcher, amounts) follows it, as do
   * i18n with the Accept-Language and the document's theme. Nothing is saved again.
   */
  async profileChanged(profile: Profile): Promise<void> {
    // Saved already: newer than the profile a snapshot read under way has read.
    this.profileEdits += 1;
    const language = profile.communication.languageCode;
    if (language !== this.deps.language()) await this.deps.changeLanguage(language);
    rememberProfileLanguage(language);
    applyTheme(profile.theme);
    if (!this.state.snapshot) return;
    this.updateSnapshot({ profile, language, theme: profile.theme, amountVisible: profile.amountVisible });
  }

  /** Spec §2: the eye toggle masks every amount; the choice is persisted to the profile. */
  async setAmountVisible(amountVisible: boolean): Promise<void> {
    const snapshot = this.state.snapshot;
    if (!snapshot) return;
    this.profileEdits += 1;
    this.updateSnapshot({
      amountVisible,
      profile: snapshot.profile ? { ...snapshot.profile, amountVisible } : null,
    });
    await this.writeProfile({ amountVisible }, 'amount visibility');
  }

  /**
   * Ends the session. The user's and the idle logout tell the gateway and the other tabs; an expired
   * session (401) or another tab's logout only clears this tab.
   */
  async logout(reason: LogoutReason): Promise<void> {
    if (reason === 'user' || reason === 'idle' || reason === 'refused') {
      this.channel.post({ type: 'logout' });
      try {
        await this.deps.auth.logout();
      } catch (error) {
        this.deps.log?.('logout call failed', error);
      }
    }
    this.endLocally(reason);
  }

  /**
   * Spec §9: logout removes the stored context uid and refresh token expiry; the reads the next page start
   * would ask for early (boot/openingCalls.ts) go with them.
   */
  private endLocally(reason: LogoutReason): void {
    const wasSignedIn = this.state.authLevel !== 'none';
    this.refresher.stop();
    this.cancelUnavailableRetry();
    this.unavailableRetries = 0;
    this.snapshotLoad += 1;
    this.userUid = null;
    writeLocal(CURRENT_CONTEXT_UID_KEY, null);
    writeLocal(REFRESH_TOKEN_EXP_KEY, null);
    writeLocal(OPENING_CALLS_KEY, null);
    this.state$.next({ ...INITIAL, known: true });
    if (wasSignedIn) this.deps.bus.publishSession({ type: 'loggedOut', reason });
  }

  dispose(): void {
    this.cancelUnavailableRetry();
    this.busSubscription.unsubscribe();
    this.staleness.dispose();
    this.refresher.dispose();
    this.unsubscribeChannel();
    this.channel.close();
  }
}
