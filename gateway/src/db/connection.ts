import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { GatewayConfig } from '../config';
import type { Database } from './database';
import { PGliteDialect } from './pglite-dialect';

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the typed query builder plus the notification channel the event stream listens on. */
export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** LISTEN on a channel; resolves to an unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// int8 (bigserial ids, counts) as string on both drivers: JSON-safe and identical across databases.
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value: string) => value);

export interface OpenOptions {
  /** PGlite only: start from a dumped data directory (tests reuse a migrated, seeded template). */
  loadDataDir?: Blob;
}

export async function openDatabase(
  config: Pick<GatewayConfig, 'databaseUrl' | 'dataDir' | 'schema'>,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.schema)
    : openPGlite(config.dataDir, options);
}

export interface PGliteHandle extends DatabaseHandle {
  /** The data directory as a tarball (`loadDataDir` of a later open). */
  dump(): Promise<Blob>;
}

async function openPGlite(dataDir: string | null, options: OpenOptions): Promise<PGliteHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ?? undefined, {
    parsers: { [types.INT8]: (value: string) => value },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, onNotify);
      return () => unlisten();
    },
    close: () => db.destroy(),
    dump: () => pglite.dumpDataDir('none'),
  };
}

async function openPostgres(connectionString: string, schema: string | null): Promise<DatabaseHandle> {
  // A schema isolates a test file (search_path); production runs in the default schema.
  const options = schema ? `-c search_path=${quoteIdent(schema)}` : undefined;
  const pool = new pg.Pool({ connectionString, options, max: 10 });
  // An idle connection the server ends (a restart, an administrator's terminate, a forced drop while the pool's
  // end() is still closing its connections: pg-pool resolves end() before they are closed) is removed from the
  // pool, which opens another at the next query. Without a listener, its 'error' event would end the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    kind: 'postgres',
    db,
    async listen(channel, onNotify) {
      const listener = await listenFor(channel, onNotify, () => new pg.Client({ connectionString, options }));
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      listeners.clear();
      await db.destroy();
    },
  };
}

/** The first wait before a lost LISTEN connection is opened again; it doubles up to LISTEN_RETRY_MAX_MS. */
const LISTEN_RETRY_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a long-lived connection of its own (outside the pool). When the server ends it (a restart, an
 * administrator's terminate) it is opened again, waiting longer after each failure; notifications sent meanwhile
 * are lost, which the consumers' periodic checks cover (the event hub drains and checks sessions on a timer).
 */
async function listenFor(
  channel: string,
  onNotify: (payload: string) => void,
  newClient: () => pg.Client,
): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let retryMs = LISTEN_RETRY_MS;

  const connect = async (): Promise<void> => {
    const client = newClient();
    // A lost connection emits 'error' and then 'end'; the reconnect hangs on 'end'.
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    // Stopped while this connection was being opened (a reconnect in flight): it is not kept.
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryMs = LISTEN_RETRY_MS;
    client.once('end', () => {
      if (current === client) current = null;
      if (!stopped) scheduleReconnect();
    });
  };

  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      retry = null;
      if (stopped) return;
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
        if (!stopped) scheduleReconnect();
      });
    }, retryMs);
    retry.unref();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await current?.end().catch(() => undefined);
      current = null;
    },
  };
}

export function quoteIdent(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
