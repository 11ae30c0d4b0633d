import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../scripts/schema.js';

/*
 * The committed OpenAPI document passes Redocly's recommended ruleset with no error and no
 * warning: operation ids, security on every operation, documented 4xx responses, examples
 * that validate against their schemas, no unused components.
 */
const run = promisify(execFile);

describe('schema/openapi.json', () => {
  it("passes Redocly's recommended rules without a problem", async () => {
    const cli = join(projectRoot, 'node_modules/@redocly/cli/bin/cli.js');
    const { stdout } = await run(process.execPath, [cli, 'lint', '--extends=recommended', '--format=json', join(projectRoot, 'schema/openapi.json')], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
