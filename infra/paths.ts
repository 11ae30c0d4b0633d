import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory of the cdk, build or test process. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
