import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Import } from './import-graph.js';
import { layersPicture } from '../../scripts/layers-picture.js';
import { IMPORTS, LAYERS, RANK, ROOT, SOURCES, filesUnder, folderEdges, layerOf, posix, specifiersOf } from './import-graph.js';

/*
 * The layers of src/ (STYLE.md, practice 10; docs/ARCHITECTURE.md), held by the import graph.
 * Every import of every source file is read with TypeScript's own scanner (static imports,
 * re-exports, `import type`, dynamic `import()`), so an import in a comment or a string does
 * not count and none is missed.
 *
 * 1. Each top-level folder of src/ is a layer; a file imports only its own folder and layers
 *    below it. Folders of one rank (store, notify, sheet-svg; http, graphql) never import each
 *    other.
 * 2. A folder's `index.ts` is its front door: from outside, nothing imports a file behind it
 *    but a side door (SIDE_DOORS).
 * 3. The contract imports nothing but zod and the engine's and strategy's vocabularies.
 * 4. Files stay readable: no hand-written source file over 400 lines, no function over 150.
 */

/** The files outside src/ that src/ may read: data both sides share, not code of another layer. */
const OUTSIDE = new Set(['../package.json', '../web/src/paths.ts']);

/**
 * Side doors: a second way into a layer for a function that must not load the whole layer at
 * its cold start (docs/ARCHITECTURE.md, "Front doors"). Each says in its first comment whom it
 * is for.
 */
const SIDE_DOORS = new Set(['app/streams.ts', 'http/streams.ts', 'contract/every.ts']);

/** Packages the contract may import: zod, as zod-openapi re-exports it with `.openapi()`. */
const CONTRACT_PACKAGES = new Set(['@hono/zod-openapi']);

/** Generated files, exempt from the size limits. */
const GENERATED = [/^src\/strategy\/tables\//, /^src\/.*\.generated\.ts$/, /^client\/openapi\.ts$/];
/** Hand-written code whose size is held. */
const SIZED = ['src', 'test', 'bench', 'scripts', 'infra', 'client', 'examples', 'web'];
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 150;

/** Why an import breaks a rule; null when it keeps them all. */
export function violation({ from, to, relative: isRelative }: Import): string | null {
  const fromLayer = from.split('/')[0]!;
  if (!isRelative) {
    if (fromLayer === 'contract' && !CONTRACT_PACKAGES.has(to)) return `the contract imports the package ${to}`;
    return null;
  }
  // Outside src/, only data: the project's name and version, and the web client's page paths.
  if (to.startsWith('../')) return OUTSIDE.has(to) ? null : `imports ${to}, outside src/`;
  const toLayer = to.split('/')[0]!;
  if (fromLayer === toLayer) return null;
  const [a, b] = [RANK.get(fromLayer), RANK.get(toLayer)];
  if (a === undefined || b === undefined) return `${a === undefined ? fromLayer : toLayer} is in no layer`;
  if (b === a) return `${fromLayer} imports ${toLayer}, a folder of its own rank`;
  if (b > a) return `${fromLayer} imports ${toLayer}, a layer above it`;
  const frontDoor = to === toLayer || to === `${toLayer}/index.ts` || SIDE_DOORS.has(to);
  if (!frontDoor) return `imports ${to}, behind the front door of ${toLayer}/`;
  return null;
}

/** Lines of the longest function of a source text, and where it starts. */
export function longestFunction(file: string, source: string): { lines: number; line: number; name: string } {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  let longest = { lines: 0, line: 0, name: '' };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > longest.lines) {
        const named = node as ts.Node & { name?: ts.Node };
        longest = { lines, line: start + 1, name: named.name ? named.name.getText(sf) : '(anonymous)' };
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return longest;
}

describe('the layers of src/', () => {
  it('are read from every source file', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    expect(IMPORTS.filter((i) => i.relative).length).toBeGreaterThan(300);
  });

  it('place every top-level folder and file of src/', () => {
    const unplaced = [...new Set(SOURCES.map(layerOf))].filter((name) => !RANK.has(name));
    expect(unplaced).toEqual([]);
  });

  it('hold for every import', () => {
    const broken = IMPORTS.flatMap((i) => {
      const why = violation(i);
      return why === null ? [] : [`${i.from}: ${why}`];
    });
    expect(broken).toEqual([]);
  });

  it('find what they forbid (the rules themselves)', () => {
    const cases: [Import, RegExp | null][] = [
      [{ from: 'http/app.ts', to: 'graphql/index.ts', relative: true }, /its own rank/],
      [{ from: 'service/x.ts', to: 'http/index.ts', relative: true }, /above it/],
      [{ from: 'http/x.ts', to: 'service/game-service.ts', relative: true }, /front door/],
      [{ from: 'contract/x.ts', to: 'zod', relative: false }, /package zod/],
      [{ from: 'contract/x.ts', to: 'service/index.ts', relative: true }, /above it/],
      [{ from: 'http/x.ts', to: 'service/index.ts', relative: true }, null],
      [{ from: 'http/routes/x.ts', to: 'http/env.ts', relative: true }, null],
      [{ from: 'service/x.ts', to: 'log.ts', relative: true }, null],
      [{ from: 'entry/x.ts', to: 'app/index.ts', relative: true }, null],
    ];
    for (const [i, expected] of cases) {
      const why = violation(i);
      if (expected === null) expect(why, `${i.from} -> ${i.to}`).toBeNull();
      else expect(why, `${i.from} -> ${i.to}`).toMatch(expected);
    }
    expect(specifiersOf(`// import x from './a.js'\nconst s = "import y from './b.js'";\nimport type { C } from './c.js';\nexport * from './d.js';\nconst e = await import('./e.js');`)).toEqual(['./c.js', './d.js', './e.js']);
  });
});

describe('source files a newcomer can read', () => {
  const files = SIZED.flatMap((dir) => filesUnder(join(ROOT, dir))).map((f) => posix(relative(ROOT, f))).filter((f) => !GENERATED.some((g) => g.test(f)));

  it(`are at most ${MAX_FILE_LINES} lines each`, () => {
    expect(files.length).toBeGreaterThan(200);
    const long = files.flatMap((f) => {
      const text = readFileSync(join(ROOT, f), 'utf8');
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      return lines > MAX_FILE_LINES ? [`${f}: ${lines} lines`] : [];
    });
    expect(long).toEqual([]);
  });

  it(`have no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = SOURCES.flatMap((file) => {
      const path = posix(relative(ROOT, file));
      if (GENERATED.some((g) => g.test(path))) return [];
      const f = longestFunction(file, readFileSync(file, 'utf8'));
      return f.lines > MAX_FUNCTION_LINES ? [`${path}:${f.line} ${f.name}: ${f.lines} lines`] : [];
    });
    expect(long).toEqual([]);
  });

  it('measure functions as written', () => {
    const body = Array.from({ length: 151 }, (_, i) => `  const x${i} = ${i};`).join('\n');
    expect(longestFunction('a.ts', `export function f() {\n${body}\n}\nconst g = () => 1;`)).toMatchObject({ lines: 153, line: 1, name: 'f' });
  });
});

describe('the picture of the layers (docs/images/layers.svg)', () => {
  it('is drawn from the layers and the import graph as they are: `npm run docs:images` redraws it', () => {
    const committed = readFileSync(join(ROOT, 'docs/images/layers.svg'), 'utf8');
    expect(committed).toBe(layersPicture(LAYERS, folderEdges()));
    for (const name of RANK.keys()) expect(committed).toContain(name.endsWith('.ts') ? `>${name}<` : `>${name}/<`);
  });
});
