import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './seed';
import { buildServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const applied = await migrateToLatest(database.db, config.schema);
  const seeded = (await seedIfEmpty(database.db)) !== null;
  const app = await buildServer({ config, db: database });
  app.log.info({ migrations: applied, seeded, db: database.kind, env: config.env }, 'database ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
