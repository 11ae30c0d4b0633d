import { startFakeSecretsManager } from '../../test/infra/fake-secrets.js';
import { servePart } from './processes.js';

/**
 * A benchmark part: Secrets Manager's stand-in (test/infra/fake-secrets.ts) on a loopback
 * port, in a process of its own (a cold start measured with `spawnSync` blocks the parent's
 * event loop), holding the secrets it is started with (JSON of ids and values in argv). It
 * answers `{ type: 'reads' }` with the secret ids read so far.
 */
const secrets = await startFakeSecretsManager(JSON.parse(process.argv[2] ?? '{}') as Record<string, string>);
servePart({ endpoint: secrets.endpoint }, async () => secrets.reads);
