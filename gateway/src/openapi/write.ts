// `pnpm --filter gateway openapi:write`: regenerates gateway/openapi.json from the route registry.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { gatewayOpenApi } from '../routes';
import { OPENAPI_FILE, serializeOpenApi } from './file';

const config = loadConfig({ KONTOR_ENV: 'local', KONTOR_DATA_DIR: 'memory' });
const target = fileURLToPath(new URL(`../../${OPENAPI_FILE}`, import.meta.url));
writeFileSync(target, serializeOpenApi(gatewayOpenApi(config)));
console.log(`wrote ${target}`);
