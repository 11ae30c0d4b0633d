import { existsSync } from 'node:fs';
import { buildWeb } from '../scripts/build-web.js';
import { CHROMIUM_PATH } from './browser/chromium.js';

/*
 * Once per test run: the web client is built into dist/web (the browser tests and the app's
 * own tests serve it), and the run says plainly whether the browser tests can run at all.
 */
export default async function setup(): Promise<void> {
  const web = await buildWeb();
  const largest = Math.max(...Object.values(web.firstScreenGzipBytes));
  console.log(`web client built into dist/web (largest first screen: ${(largest / 1024).toFixed(1)} KiB of JavaScript gzipped)`);
  if (!existsSync(CHROMIUM_PATH)) {
    console.warn(`\n*** Chromium was not found at ${CHROMIUM_PATH}: the browser tests (test/browser) DID NOT RUN. Install it with: apt-get install chromium ***\n`);
  }
}
