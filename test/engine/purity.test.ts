import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleSpecifiers } from '../support/imports.js';

// STYLE.md, practice 1: "The engine imports nothing outside itself and does no IO."

const ENGINE = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/engine');
const FILES = readdirSync(ENGINE).filter((f) => f.endsWith('.ts'));

describe('the engine is pure', () => {
  it('has source files to check', () => {
    expect(FILES).toContain('index.ts');
  });

  it.each(FILES)('%s imports only sibling engine files', (file) => {
    const source = readFileSync(join(ENGINE, file), 'utf8');
    const outside = moduleSpecifiers(source).filter((s) => {
      if (!/^\.\/[\w.-]+\.js$/.test(s)) return true;
      return !existsSync(join(ENGINE, s.replace(/\.js$/, '.ts')));
    });
    expect(outside).toEqual([]);
  });

  it.each(FILES)('%s uses no dynamic import, require or process', (file) => {
    const source = readFileSync(join(ENGINE, file), 'utf8');
    expect(source).not.toMatch(/\bimport\s*\(|\brequire\s*\(|\bprocess\./);
  });

  it('the specifier scanner finds each kind of import', () => {
    const sample = `import a from 'pkg';\nimport type { B } from "node:fs";\nexport * from '../x.js';\nimport 'side';\nconst c = await import('dyn');`;
    expect(moduleSpecifiers(sample).sort()).toEqual(['../x.js', 'dyn', 'node:fs', 'pkg', 'side']);
  });
});
