import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/local-server.js';

/*
 * Every relative link of the README and the documentation pages leads somewhere: the file
 * exists and, for a link to a heading, the page has that heading (GitHub's anchor for it).
 * Sections moved between pages keep their readers this way.
 */
const pages = ['README.md', join('client', 'README.md'), ...readdirSync(join(projectRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];

// A page written on its own branch, linked from the README's map ahead of its arrival.
const ANNOUNCED = new Set(['docs/ARCHITECTURE.md']);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) => heading.trim().toLowerCase().replace(/`/g, '').replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');

const withoutCode = (markdown: string) => markdown.replace(/^```[^]*?^```/gm, '');

function anchorsOf(file: string): Set<string> {
  const text = withoutCode(readFileSync(join(projectRoot, file), 'utf8'));
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

function linksOf(page: string): { target: string; anchor: string | undefined }[] {
  const text = withoutCode(readFileSync(join(projectRoot, page), 'utf8'));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/.test(href))
    .map((href) => {
      const [path = '', anchor] = href.split('#');
      return { target: path === '' ? page : relative(projectRoot, join(projectRoot, dirname(page), path)), anchor };
    });
}

describe('links in the README and docs/', () => {
  it.each(pages)('%s: every relative link and anchor resolves', (page) => {
    const broken: string[] = [];
    for (const { target, anchor } of linksOf(page)) {
      if (ANNOUNCED.has(target) && !existsSync(join(projectRoot, target))) continue;
      if (!existsSync(join(projectRoot, target))) broken.push(`${target} (no such file)`);
      else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) broken.push(`${target}#${anchor} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });

  it('the README links every page of docs/', () => {
    const linked = new Set(linksOf('README.md').map((l) => l.target));
    expect(pages.filter((p) => p.startsWith('docs') && !linked.has(p))).toEqual([]);
  });

  it('the README stays short', () => {
    expect(readFileSync(join(projectRoot, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(500);
  });
});
