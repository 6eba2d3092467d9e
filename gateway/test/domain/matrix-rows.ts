/**
 * Rows for the platform's authorization-matrix test (gateway/test/platform): persona × domain route family.
 * 'allow' = the persona's strong session reaches the family's representative call in its own context;
 * 'deny' = 403 (or 401 for prospects). Route families: see gateway/src/domain/routes/*.ts.
 */
export type MatrixDecision = 'allow' | 'deny';

export interface DomainMatrixRow {
  email: string;
  family: string;
  decision: MatrixDecision;
  /** Why, in the bank's words (spec §6). */
  reason: string;
}

export const domainMatrixRows: readonly DomainMatrixRow[] = [
  { email: 'anna@kontor.test', family: 'user.read', decision: 'allow', reason: 'own data' },
  {
    email: 'anna@kontor.test',
    family: 'accounts.read',
    decision: 'allow',
    reason: 'owner of private accounts; view on Bäckerei accounts',
  },
  {
    email: 'anna@kontor.test',
    family: 'transactions.write',
    decision: 'allow',
    reason: 'owner / capture on Bäckerei accounts',
  },
  {
    email: 'anna@kontor.test',
    family: 'partnership.read',
    decision: 'allow',
    reason: 'partner + delegate + deputy of Bäckerei',
  },
  {
    email: 'luca@kontor.test',
    family: 'accounts.read',
    decision: 'allow',
    reason: 'view on Betriebskonto and Lohnkonto',
  },
  {
    email: 'luca@kontor.test',
    family: 'transactions.write',
    decision: 'deny',
    reason: 'view only on Lohnkonto (capture needed for receipts there)',
  },
  {
    email: 'rita@kontor.test',
    family: 'accounts.read',
    decision: 'deny',
    reason: 'registered only: no right on any Bäckerei account',
  },
  {
    email: 'rita@kontor.test',
    family: 'transactions.write',
    decision: 'deny',
    reason: 'registered only: no capture anywhere',
  },
  {
    email: 'rita@kontor.test',
    family: 'partnership.read',
    decision: 'allow',
    reason: 'may view the partnership (contract)',
  },
  {
    email: 'ben@kontor.test',
    family: 'partnership.read',
    decision: 'deny',
    reason: 'not engaged in Bäckerei Meier GmbH',
  },
  {
    email: 'claire@kontor.test',
    family: 'accounts.read',
    decision: 'deny',
    reason: 'not engaged in Bäckerei Meier GmbH',
  },
  { email: 'paul@kontor.test', family: 'user.read', decision: 'deny', reason: 'prospect: pin session only' },
  { email: 'anna@kontor.test', family: 'reference.read', decision: 'allow', reason: 'public reference data' },
];
