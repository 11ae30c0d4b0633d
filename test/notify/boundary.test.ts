import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleSpecifiers } from '../support/imports.js';

// The notify library stands alone: the dispatcher, the store and the routes build on it, not
// the other way round. It may import node's modules, its three libraries and its own files.

const NOTIFY = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/notify');
const FILES = readdirSync(NOTIFY).filter((f) => f.endsWith('.ts'));
const PACKAGES = new Set(['standardwebhooks', 'ipaddr.js', 'web-push']);

describe('src/notify imports only node, its libraries and itself', () => {
  it('has the files it exports', () => {
    expect(FILES).toEqual(expect.arrayContaining(['index.ts', 'deliver.ts', 'seal.ts', 'url-check.ts']));
  });

  it.each(FILES)('%s', (file) => {
    const outside = moduleSpecifiers(readFileSync(join(NOTIFY, file), 'utf8')).filter((s) => {
      if (s.startsWith('node:') || PACKAGES.has(s)) return false;
      return !(/^\.\/[\w.-]+\.js$/.test(s) && existsSync(join(NOTIFY, s.replace(/\.js$/, '.ts'))));
    });
    expect(outside).toEqual([]);
  });
});
