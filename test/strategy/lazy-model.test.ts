import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { LAMBDA_BUNDLE_OPTIONS, LAMBDA_ENTRY } from '../../infra/bundle.js';
import { PROJECT_ROOT } from '../../infra/paths.js';

// The learned jamb and yamb-classic values stay out of the API's cold import: in the deployed
// bundle, built with the deployed options, every path to their data modules is a dynamic import,
// so they are evaluated on the first loadStrategy of their ruleset and never at import.
const MODELS = /src\/strategy\/tables\/yamb-(jamb|classic)\.ts$/;

describe('the learned values in the Lambda bundle', () => {
  it('are reached only through dynamic imports', async () => {
    const result = await build({ ...LAMBDA_BUNDLE_OPTIONS, entryPoints: [LAMBDA_ENTRY], absWorkingDir: PROJECT_ROOT, outdir: 'unused', write: false, metafile: true, logLevel: 'silent' });
    const edges = Object.values(result.metafile.inputs).flatMap((input) => input.imports.filter((i) => MODELS.test(i.path)));
    // Both modules are in the bundle (the hints need them), each reached from the loader alone.
    expect(new Set(edges.map((e) => e.path.match(MODELS)![1]))).toEqual(new Set(['jamb', 'classic']));
    for (const edge of edges) expect(edge.kind).toBe('dynamic-import');
  });
});
