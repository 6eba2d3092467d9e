/** Seed: cash accounts. */
import { internalIban } from '../accounts/iban';
import { insertMany, people, type Row, type SeedWorld } from './world';

/** Cash accounts (the bank's own IBANs: institution code 83019, 12 alphanumerics). */
export async function seedCashAccounts(world: SeedWorld): Promise<void> {
  const { db, rng, createdAt, partnerships, accounts } = world;
  const { anna, nora, luca, claire, ben, pia } = people(world);
  const accountRows: Row<'cash_accounts'>[] = [];
  const openAccount = (
    key: string,
    ownerUid: string,
    ownerType: 'person' | 'partnership',
    name: string,
    currency: string,
    type: string,
    extra: { billing?: boolean; international?: boolean } = {},
  ) => {
    const uid = rng.uuid();
    accounts[key] = uid;
    accountRows.push({
      uid,
      owner_uid: ownerUid,
      owner_type: ownerType,
      iban: internalIban('83019', rng.alphanumerics(12)),
      currency,
      status: 'active',
      account_name: name,
      account_type: type,
      billing_account: extra.billing ?? false,
      international_payments_available: extra.international ?? true,
      balance_value: 0,
      balance_factor: 2,
      opened_at: createdAt(366),
    });
  };
  openAccount('annaPrivate', anna, 'person', 'Privatkonto', 'CHF', 'private', { billing: true });
  openAccount('annaSavings', anna, 'person', 'Sparkonto', 'CHF', 'savings', { international: false });
  openAccount('annaEuro', anna, 'person', 'Euro-Konto', 'EUR', 'private');
  openAccount('noraPrivate', nora, 'person', 'Privatkonto', 'CHF', 'private', { billing: true });
  openAccount('lucaPrivate', luca, 'person', 'Conto privato', 'CHF', 'private', { billing: true });
  openAccount('clairePrivate', claire, 'person', 'Compte privé', 'CHF', 'private', { billing: true });
  openAccount('benPrivate', ben, 'person', 'Private account', 'CHF', 'private', { billing: true });
  openAccount('piaCard', pia, 'person', 'Swibeco Karte', 'CHF', 'card', { international: false });
  openAccount(
    'baeckereiOperating',
    partnerships.baeckerei,
    'partnership',
    'Betriebskonto',
    'CHF',
    'business',
    { billing: true },
  );
  openAccount('baeckereiPayroll', partnerships.baeckerei, 'partnership', 'Lohnkonto', 'CHF', 'business', {
    international: false,
  });
  openAccount('aslMain', partnerships.asl, 'partnership', 'Compte courant', 'CHF', 'business', {
    billing: true,
  });
  await insertMany(db, 'cash_accounts', accountRows);
}
