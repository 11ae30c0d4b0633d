import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The notify library stands alone: the dispatcher, the store and the routes build on it, not
// the other way round. It may import node's modules, its two libraries and its own files.

const NOTIFY = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/notify');
const FILES = readdirSync(NOTIFY).filter((f) => f.endsWith('.ts'));
const PACKAGES = new Set(['standardwebhooks', 'ipaddr.js']);

function specifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ];
  return patterns.flatMap((p) => [...source.matchAll(p)].map((m) => m[1] ?? ''));
}

describe('src/notify imports only node, its libraries and itself', () => {
  it('has the files it exports', () => {
    expect(FILES).toEqual(expect.arrayContaining(['index.ts', 'deliver.ts', 'seal.ts', 'url-check.ts']));
  });

  it.each(FILES)('%s', (file) => {
    const outside = specifiers(readFileSync(join(NOTIFY, file), 'utf8')).filter((s) => {
      if (s.startsWith('node:') || PACKAGES.has(s)) return false;
      return !(/^\.\/[\w.-]+\.js$/.test(s) && existsSync(join(NOTIFY, s.replace(/\.js$/, '.ts'))));
    });
    expect(outside).toEqual([]);
  });
});
