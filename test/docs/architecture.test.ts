import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * docs/ARCHITECTURE.md stays true to the tree: every file it names exists, and the edit it
 * shows applies to the file it edits and leaves it valid TypeScript.
 */

const root = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(root, 'docs', 'ARCHITECTURE.md'), 'utf8');

describe('docs/ARCHITECTURE.md', () => {
  it('names only files that exist', () => {
    const named = [...new Set([...doc.matchAll(/(?<![\w/])((?:src|test|scripts|web)\/[\w./-]+\.tsx?)\b/g)].map((m) => m[1]!))];
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
    const links = [...doc.matchAll(/\]\(([\w./-]+)\)/g)].map((m) => m[1]!);
    expect(links.filter((link) => !existsSync(join(root, 'docs', link)))).toEqual([]);
  });

  it('shows an edit of the error table that applies to it as it is, and compiles', () => {
    const diff = /```diff\n([\s\S]*?)```/.exec(doc)?.[1];
    if (!diff) throw new Error('the page shows no edit');
    const file = join(root, 'src', 'contract', 'errors.ts');
    const lines = diff.trimEnd().split('\n');
    const before = lines.filter((l) => !l.startsWith('+')).map((l) => l.slice(1)).join('\n');
    const after = lines.filter((l) => !l.startsWith('-')).map((l) => l.slice(1)).join('\n');
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(before);
    const edited = source.replace(before, after);
    expect(edited).not.toBe(source);
    const { diagnostics = [] } = ts.transpileModule(edited, { reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
    expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  });
});
