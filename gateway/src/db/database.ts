import type { Kysely, Transaction } from 'kysely';
import type { Database } from './tables';

export type { Database } from './tables';
export type { AuthLevel, CodePurpose } from './tables/platform';

export type KontorDb = Kysely<Database>;
/** Either the database or an open transaction: what writers accept. */
export type KontorExecutor = Kysely<Database> | Transaction<Database>;
