import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

/*
 * A third party's project with yamb-client installed from its packed tarball, without the
 * network: the package's dependencies come from this workspace's own installed copies, packed
 * the way npm packs any folder, and `npm install --offline` refuses anything it would have to
 * download. The project has no access to the workspace's node_modules.
 */

export const run = promisify(execFile);

/** The text between `<!-- name:start -->` and `<!-- name:end -->` in a Markdown page, without its fence. */
export function markedBlock(markdown: string, name: string): string {
  const match = new RegExp(`<!-- ${name}:start -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\`\\n<!-- ${name}:end -->`).exec(markdown);
  if (!match) throw new Error(`no ${name} block`);
  return match[1]!;
}

interface PackResult {
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

/** `npm pack <folder>` into `destination`; npm prints its JSON after any script output. */
export async function pack(folder: string, destination: string, cwd: string, scripts = false): Promise<PackResult> {
  const args = ['pack', folder, '--pack-destination', destination, '--json', ...(scripts ? [] : ['--ignore-scripts'])];
  const { stdout } = await run('npm', args, { cwd, encoding: 'utf8' });
  const [result] = JSON.parse(stdout.slice(stdout.indexOf('\n[') + 1 || 0)) as PackResult[];
  return result!;
}

/** The folder of `name` as Node would find it from `from`, in the workspace. */
function installedFolder(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed above ${from}`);
  }
}

const dependenciesOf = (folder: string) => Object.keys((JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ?? {});

/**
 * Packs `names` (as the workspace resolves them from `from`) and everything they depend on
 * into `destination`; resolves with each package's tarball file name.
 */
export async function packInstalled(names: readonly string[], from: string, destination: string, cwd: string): Promise<Map<string, string>> {
  const tarballs = new Map<string, string>();
  const queue = names.map((name) => ({ name, from }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (tarballs.has(next.name)) continue;
    const folder = installedFolder(next.name, next.from);
    tarballs.set(next.name, (await pack(folder, destination, cwd)).filename);
    queue.push(...dependenciesOf(folder).map((name) => ({ name, from: folder })));
  }
  return tarballs;
}

/**
 * Makes `project` depend on the packed yamb-client and `direct` packages, with every other
 * packed dependency pinned to its tarball, and installs it offline.
 */
export async function installOffline(project: string, client: string, deps: ReadonlyMap<string, string>, direct: readonly string[]): Promise<void> {
  mkdirSync(project, { recursive: true });
  const spec = (file: string) => `file:deps/${file}`;
  const entries = [...deps];
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'third-party-app',
      private: true,
      type: 'module',
      dependencies: { 'yamb-client': spec(client), ...Object.fromEntries(entries.filter(([n]) => direct.includes(n)).map(([n, f]) => [n, spec(f)])) },
      overrides: Object.fromEntries(entries.filter(([n]) => !direct.includes(n)).map(([n, f]) => [n, spec(f)])),
    }),
  );
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'], { cwd: project, encoding: 'utf8' });
}
