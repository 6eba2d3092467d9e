/** Seed: card program and cards. */
import { entitler, insertMany, people, ALL_ACTIONS, type Row, type SeedWorld } from './world';

/** The bakery's card program, on which the signatories hold every right. */
export async function seedBakeryCardProgram(world: SeedWorld): Promise<void> {
  const { db, rng, partnerships, accounts } = world;
  const { anna, nora } = people(world);
  const entitle = entitler(world);
  const cardProgramUid = rng.uuid();
  await db
    .insertInto('card_programs')
    .values({
      uid: cardProgramUid,
      partnership_uid: partnerships.baeckerei,
      contract_uid: rng.uuid(),
      contract_status: 'active',
      default_atm_monthly_limit_value: 200_000,
      allowed_debit_account_uids: [accounts.baeckereiOperating!],
    })
    .execute();
  for (const signatory of [anna, nora])
    entitle(signatory, partnerships.baeckerei, cardProgramUid, 'CardProgram', ALL_ACTIONS);
  world.cardPrograms.baeckerei = cardProgramUid;
}

/** Debit cards of the personas, private and on the bakery's program. */
export async function seedCards(world: SeedWorld): Promise<void> {
  const { db, rng, anchorDay, createdAt, accounts, cards } = world;
  const { anna, nora, luca, claire, ben, pia } = people(world);
  const cardProgramUid = world.cardPrograms.baeckerei!;
  const cardRows: Row<'cards'>[] = [];
  const issueCard = (
    key: string,
    holder: string,
    account: string,
    kind: 'combo' | 'virtual',
    brand: string,
    status: string,
    embossed: string,
    programUid: string | null = null,
  ) => {
    const uid = rng.uuid();
    cards[key] = uid;
    const expiryYear = Number(anchorDay.slice(0, 4)) + rng.int(1, 4);
    cardRows.push({
      uid,
      holder_uid: holder,
      cash_account_uid: account,
      card_program_uid: programUid,
      kind,
      brand,
      status,
      masked_pan: `5354 56•• •••• ${String(rng.int(1000, 9999))}`,
      expiry: `${String(rng.int(1, 12)).padStart(2, '0')}/${String(expiryYear).slice(2)}`,
      embossed_name: embossed,
      spending_limit_value: 500_000,
      atm_monthly_limit_value: 200_000,
      created_at: createdAt(300),
    });
  };
  issueCard('annaCombo', anna, accounts.annaPrivate!, 'combo', 'black', 'active', 'ANNA MEIER');
  issueCard('annaVirtual', anna, accounts.annaPrivate!, 'virtual', 'black', 'frozen', 'ANNA MEIER');
  issueCard(
    'annaBusiness',
    anna,
    accounts.baeckereiOperating!,
    'combo',
    'abacusExpense',
    'active',
    'ANNA MEIER',
    cardProgramUid,
  );
  issueCard(
    'lucaBusiness',
    luca,
    accounts.baeckereiOperating!,
    'combo',
    'abacusExpense',
    'active',
    'LUCA ROSSI',
    cardProgramUid,
  );
  issueCard('noraCombo', nora, accounts.noraPrivate!, 'combo', 'traditional', 'active', 'NORA SCHMID');
  issueCard('lucaCombo', luca, accounts.lucaPrivate!, 'combo', 'traditional', 'active', 'LUCA ROSSI');
  issueCard('claireCombo', claire, accounts.clairePrivate!, 'combo', 'gold', 'active', 'CLAIRE DUBOIS');
  issueCard('benCombo', ben, accounts.benPrivate!, 'combo', 'traditional', 'new', 'BEN KELLER');
  issueCard('piaCard', pia, accounts.piaCard!, 'combo', 'swibeco', 'active', 'PIA FREI');
  await insertMany(db, 'cards', cardRows);
}

/** Wallet tokens (spec §9 wallet types): Anna's combo card in Apple Pay, Pia's card in Google Pay. */
export async function seedCardWalletTokens(world: SeedWorld): Promise<void> {
  const { db, rng, cards, createdAt } = world;
  const token = (card: string, walletType: string, deviceName: string, daysAgo: number) => ({
    uid: rng.uuid(),
    card_uid: card,
    wallet_type: walletType,
    device_name: deviceName,
    status: 'active',
    created_at: createdAt(daysAgo),
  });
  await insertMany(db, 'card_wallet_tokens', [
    token(cards.annaCombo!, 'APPLE_PAY', 'iPhone von Anna', 120),
    token(cards.piaCard!, 'ANDROID_PAY', 'Pixel 8', 40),
  ]);
}
