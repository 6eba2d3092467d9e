/**
 * The card actions of spec §4 (POST /v2/debit-cards/{id}/actions): each one a real transition or setting of the
 * kernel's status machine (CARD_TRANSITIONS), allowed by the kernel's cardActionRefusal, written as one
 * conditional update (`... where status = <the status read>`), so of two parallel actions on a card one wins and
 * the other is refused with 409 card_status_changed. A replacement is ordered in the same transaction as the old
 * card is blocked (lost/stolen) and at most one lives at a time (cards_one_replacement). See docs/cards-api.md.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { sql, type UpdateObject } from 'kysely';
import {
  CARD_TRANSITIONS,
  cardActionRefusal,
  walletsOffered,
  type CardAction,
  type CardActionBody,
  type CardActionRefusal,
  type CardActionResult,
  type WalletToken,
  type WalletType,
} from 'shared-kernel/domain';
import type { GatewayConfig } from '../config';
import type { Database, KontorDb, KontorExecutor } from '../db/database';
import { validationError } from '../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { recordFailure, recordSuccess, takeAttempts } from '../auth/lockout';
import { actionFacts, loadCardInContext } from './access';
import { cardError, type CardCaller } from './context';
import { publishCardEvents } from './events';
import { cardByUid, hasReplacement, type CardRow } from './queries';
import { cardViews } from './views';

/** What an action sets on the card row (values, or SQL reading the row as it is when written). */
type CardUpdate = UpdateObject<Database, 'cards'>;

/** Transaction filters a card holds at most. */
export const MAX_TRANSACTION_FILTERS = 10;
/** How long a reidentification voucher is valid. */
const VOUCHER_DAYS = 30;

/** A refusal of the kernel as its spec §8 error: a right 403, the plan 422, the card's state 409. */
export function refusalError(
  caller: CardCaller,
  refusal: CardActionRefusal,
  row: CardRow,
  action: CardAction,
) {
  if (refusal === 'card_action_forbidden') return cardError(caller.language, 403, refusal, { action });
  if (refusal === 'card_feature_missing') return cardError(caller.language, 422, refusal, { action });
  return cardError(caller.language, 409, refusal, { action, status: row.status });
}

const lastFour = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** A new card's number (masked) and expiry (four years on, MM/YY). */
export function newCardNumbers(today: string): { masked_pan: string; expiry: string } {
  const year = Number(today.slice(0, 4)) + 4;
  return {
    masked_pan: `5354 56•• •••• ${lastFour()}`,
    expiry: `${today.slice(5, 7)}/${String(year).slice(2)}`,
  };
}

/** The holder's password checked afresh (the view PIN step-up), throttled like a login. */
async function checkPasswordAfresh(
  db: KontorDb,
  config: GatewayConfig,
  caller: CardCaller,
  password: string,
) {
  const person = await db
    .selectFrom('natural_persons')
    .select(['email', 'password_hash'])
    .where('uid', '=', caller.personUid)
    .executeTakeFirstOrThrow();
  const throttle = {
    scope: 'password' as const,
    subject: `${person.email} card-pin`,
    limit: config.maxFailedLogins,
  };
  const attempts = await takeAttempts(db, config, [throttle]);
  if (!(await verifyPassword(password, person.password_hash))) {
    await recordFailure(db, config, attempts);
    throw cardError(caller.language, 422, 'password_check_failed');
  }
  await recordSuccess(db, attempts);
}

/** What an action changes on the card row beside its status (computed before the transaction: hashes are slow). */
async function settingsOf(
  caller: CardCaller,
  row: CardRow,
  body: CardActionBody,
): Promise<{ set: CardUpdate; pin?: string }> {
  switch (body.action) {
    case 'setLimit': {
      if (body.monthlySpendingValue === undefined && body.atmMonthlyValue === undefined)
        throw validationError([
          { field: 'monthlySpendingValue', code: 'required', message: 'a limit to set is required' },
        ]);
      return {
        set: {
          ...(body.monthlySpendingValue !== undefined
            ? { spending_limit_value: body.monthlySpendingValue }
            : {}),
          ...(body.atmMonthlyValue !== undefined ? { atm_monthly_limit_value: body.atmMonthlyValue } : {}),
        },
      };
    }
    case 'setPin':
      return { set: { pin_hash: await hashPassword(body.pin), pin_shown_at: null, wrong_pin_count: 0 } };
    case 'viewPin': {
      // Shown once: the bank's PIN of a card whose holder has neither set one nor seen it.
      if (row.pin_hash !== null) throw cardError(caller.language, 409, 'pin_not_viewable');
      const pin = String(randomInt(0, 10_000)).padStart(4, '0');
      return {
        set: { pin_hash: await hashPassword(pin), pin_shown_at: new Date(), wrong_pin_count: 0 },
        pin,
      };
    }
    case 'addMerchantCategoryBlocking':
      return {
        set: {
          blocked_merchant_categories: sql<
            string[]
          >`array(select distinct unnest(blocked_merchant_categories || ${sql.val(
            body.merchantCategories,
          )}::text[]) order by 1)`,
        },
      };
    case 'requestReidentificationVoucher':
      return {
        set: {
          voucher_code: randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase(),
          voucher_valid_until: new Date(Date.now() + VOUCHER_DAYS * 86_400_000),
        },
      };
    case 'unlockPin':
      return { set: { wrong_pin_count: 0 } };
    default:
      return { set: {} };
  }
}

const REPLACEMENT_REASON: Partial<Record<CardAction, string>> = {
  renew: 'renewal',
  replaceExpiring: 'expiring',
};

/** Orders the replacement of a card (status new) on the same account, program and settings. */
async function orderReplacement(trx: KontorExecutor, caller: CardCaller, old: CardRow, reason: string) {
  if (await hasReplacement(trx, old.uid)) throw cardError(caller.language, 409, 'card_already_replaced');
  const uid = randomUUID();
  const inserted = await trx
    .insertInto('cards')
    .values({
      uid,
      holder_uid: old.holder_uid,
      cash_account_uid: old.cash_account_uid,
      card_program_uid: old.card_program_uid,
      kind: old.kind,
      brand: old.brand,
      status: 'new',
      ...newCardNumbers(caller.today),
      embossed_name: old.embossed_name,
      spending_limit_value: old.spending_limit_value,
      atm_monthly_limit_value: old.atm_monthly_limit_value,
      blocked_merchant_categories: old.blocked_merchant_categories,
      replaces_card_uid: old.uid,
      replacement_reason: reason,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await publishCardEvents(trx, inserted, old.partnership_uid);
  return uid;
}

/** A lost, stolen or deleted card's wallet tokens stop paying. */
const suspendWalletTokens = (trx: KontorExecutor, cardUid: string) =>
  trx
    .updateTable('card_wallet_tokens')
    .set({ status: 'suspended' })
    .where('card_uid', '=', cardUid)
    .execute();

async function walletTokensOf(db: KontorExecutor, caller: CardCaller, row: CardRow): Promise<WalletToken[]> {
  const offered = walletsOffered(await caller.featuresOf(row.account_owner_uid));
  if (offered.length === 0) return [];
  const tokens = await db
    .selectFrom('card_wallet_tokens')
    .selectAll()
    .where('card_uid', '=', row.uid)
    .where('wallet_type', 'in', offered)
    .orderBy('created_at')
    .execute();
  return tokens.map((token) => ({
    tokenUid: token.uid,
    walletType: token.wallet_type as WalletType,
    deviceName: token.device_name,
    status: token.status as WalletToken['status'],
    createdAt: token.created_at.toISOString(),
  }));
}

/** Writes the action in one transaction: the conditional update of the card, then what the action adds. */
async function writeAction(
  db: KontorDb,
  caller: CardCaller,
  row: CardRow,
  body: CardActionBody,
  set: CardUpdate,
): Promise<string | null> {
  const transition = CARD_TRANSITIONS[body.action];
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('cards')
      .set({ ...set, ...(transition.to ? { status: transition.to } : {}), updated_at: sql<Date>`now()` })
      .where('uid', '=', row.uid)
      .where('status', '=', row.status);
    if (body.action === 'viewPin') update = update.where('pin_hash', 'is', null);
    const updated = await update.returningAll().executeTakeFirst();
    if (!updated) throw cardError(caller.language, 409, 'card_status_changed', { action: body.action });
    let newCardUid: string | null = null;
    if (body.action === 'replaceLostStolen') {
      await suspendWalletTokens(trx, row.uid);
      newCardUid = await orderReplacement(trx, caller, row, body.reason);
    } else if (transition.ordersNewCard) {
      newCardUid = await orderReplacement(trx, caller, row, REPLACEMENT_REASON[body.action]!);
    } else if (body.action === 'delete') {
      await suspendWalletTokens(trx, row.uid);
    } else if (body.action === 'createTransactionFilter') {
      const { count } = await trx
        .selectFrom('card_transaction_filters')
        .select(sql<string>`count(*)`.as('count'))
        .where('card_uid', '=', row.uid)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_TRANSACTION_FILTERS)
        throw cardError(caller.language, 409, 'too_many_transaction_filters');
      await trx
        .insertInto('card_transaction_filters')
        .values({
          uid: randomUUID(),
          card_uid: row.uid,
          label: body.filter.label,
          max_amount_value: body.filter.maxAmountValue,
          merchant_categories: [...new Set(body.filter.merchantCategories ?? [])],
        })
        .execute();
    } else if (body.action === 'activate') {
      await retireReplaced(trx, updated);
    }
    await publishCardEvents(trx, updated, row.partnership_uid);
    return newCardUid;
  });
}

/** An activated replacement of an expiring or renewed card retires the card it replaces. */
async function retireReplaced(
  trx: KontorExecutor,
  card: { replaces_card_uid: string | null; replacement_reason: string | null },
) {
  if (!card.replaces_card_uid || !['expiring', 'renewal'].includes(card.replacement_reason ?? '')) return;
  const retired = await trx
    .updateTable('cards')
    .set({ status: 'retired', updated_at: sql<Date>`now()` })
    .where('uid', '=', card.replaces_card_uid)
    .where('status', 'in', ['active', 'frozen', 'pin_locked'])
    .returningAll()
    .executeTakeFirst();
  if (!retired) return;
  await suspendWalletTokens(trx, retired.uid);
  const old = await cardByUid(trx, retired.uid);
  await publishCardEvents(trx, retired, old?.partnership_uid ?? null);
}

/** Performs a card action for the caller: the kernel decides, one conditional write, the card as it is after it. */
export async function performCardAction(
  db: KontorDb,
  config: GatewayConfig,
  caller: CardCaller,
  cardUid: string,
  body: CardActionBody,
): Promise<CardActionResult> {
  const row = await loadCardInContext(db, caller, cardUid);
  const refusal = cardActionRefusal(
    await actionFacts(caller, row, await hasReplacement(db, row.uid)),
    body.action,
  );
  if (refusal) throw refusalError(caller, refusal, row, body.action);
  if (body.action === 'viewPin') {
    if (row.pin_hash !== null) throw cardError(caller.language, 409, 'pin_not_viewable');
    await checkPasswordAfresh(db, config, caller, body.password);
  }
  const readOnly = body.action === 'viewLimit' || body.action === 'viewWalletTokens';
  const { set, pin } = readOnly ? { set: {}, pin: undefined } : await settingsOf(caller, row, body);
  const newCardUid = readOnly ? null : await writeAction(db, caller, row, body, set);
  const rows = [
    await cardByUid(db, row.uid),
    newCardUid ? await cardByUid(db, newCardUid) : undefined,
  ].filter((found): found is CardRow => found !== undefined);
  const [card, newCard] = await cardViews(db, caller, rows);
  return {
    action: body.action,
    card: card!,
    ...(newCard ? { newCard } : {}),
    ...(pin !== undefined ? { pin } : {}),
    ...(body.action === 'viewWalletTokens' ? { walletTokens: await walletTokensOf(db, caller, row) } : {}),
    ...(body.action === 'requestReidentificationVoucher' && card
      ? { voucher: await voucherOf(db, row.uid) }
      : {}),
  };
}

async function voucherOf(db: KontorExecutor, cardUid: string) {
  const row = await db
    .selectFrom('cards')
    .select(['voucher_code', 'voucher_valid_until'])
    .where('uid', '=', cardUid)
    .executeTakeFirstOrThrow();
  return { code: row.voucher_code ?? '', validUntil: (row.voucher_valid_until ?? new Date()).toISOString() };
}
