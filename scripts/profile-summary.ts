import { existsSync, readFileSync } from 'node:fs';
import type { SourceMapPayload } from 'node:module';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/*
 * Reads a V8 CPU profile (`node --cpu-prof`) and prints where the time went: by function
 * (self time, and total time with what it calls) and by module (src files and packages).
 *
 *   node --import tsx scripts/profile-summary.ts <file.cpuprofile> [rows] [filter]
 */

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
  readonly startTime: number;
  readonly endTime: number;
}

/** A file's place: `src/...` for the project, the package name for a dependency, `node:` for Node. */
export function moduleOf(url: string): string {
  if (url === '') return '(native)';
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const project = /\/((?:src|bench|test|scripts)\/.*)$/.exec(url);
  return project ? project[1]! : url;
}

/**
 * Where a frame's code came from: a bundle's frames (a built server's) are mapped through the
 * source map beside it to their own file and line.
 */
const maps = new Map<string, SourceMap | null>();
function sourceOf(frame: CallFrame): { url: string; line: number } {
  if (!frame.url.startsWith('file://') || !frame.url.endsWith('.mjs')) return { url: frame.url, line: frame.lineNumber + 1 };
  let map = maps.get(frame.url);
  if (map === undefined) {
    const file = `${fileURLToPath(frame.url)}.map`;
    map = existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8')) as SourceMapPayload) : null;
    maps.set(frame.url, map);
  }
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string; originalLine?: number } | undefined;
  return entry?.originalSource ? { url: entry.originalSource, line: (entry.originalLine ?? 0) + 1 } : { url: frame.url, line: frame.lineNumber + 1 };
}

const label = (frame: CallFrame) => {
  const { url, line } = sourceOf(frame);
  return `${frame.functionName || '(anonymous)'} ${moduleOf(url)}:${line}`;
};

export interface Summary {
  readonly totalMs: number;
  readonly idleMs: number;
  readonly self: Map<string, number>;
  readonly total: Map<string, number>;
  readonly modules: Map<string, number>;
}

/** Sums up `profile`, or only its samples from `from` to `to` (microseconds of the monotonic clock, as `process.hrtime` / 1000). */
export function summarize(profile: Profile, from = -Infinity, to = Infinity): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const modules = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let idleMs = 0;
  let totalMs = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) return;
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    totalMs += ms;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
      if (name === '(idle)') idleMs += ms;
      add(self, name, ms);
      add(modules, name, ms);
      return;
    }
    add(self, label(node.callFrame), ms);
    add(modules, moduleOf(sourceOf(node.callFrame).url), ms);
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const frame = byId.get(up)?.callFrame;
      if (!frame || frame.functionName === '(root)') continue;
      const key = label(frame);
      if (!seen.has(key)) {
        seen.add(key);
        add(total, key, ms);
      }
    }
  });
  return { totalMs, idleMs, self, total, modules };
}

export function printSummary(summary: Summary, rows = 30, filter?: RegExp): void {
  const busy = summary.totalMs - summary.idleMs;
  const top = (map: Map<string, number>) =>
    [...map]
      .filter(([key]) => !filter || filter.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows);
  const line = ([key, ms]: [string, number]) => `  ${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${key}`;
  console.log(`profiled ${summary.totalMs.toFixed(0)} ms, ${busy.toFixed(0)} ms busy (percentages of busy time)\n`);
  console.log('by module (self time):');
  for (const row of top(summary.modules)) console.log(line(row));
  console.log('\nby function (self time):');
  for (const row of top(summary.self)) console.log(line(row));
  console.log('\nby function (total time, with what it calls):');
  for (const row of top(summary.total)) console.log(line(row));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [file, rows, filter] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [rows] [filter]');
  printSummary(summarize(JSON.parse(readFileSync(file, 'utf8')) as Profile), Number(rows ?? 30), filter ? new RegExp(filter) : undefined);
}
