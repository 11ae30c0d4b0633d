import { afterAll, beforeAll } from 'vitest';

/*
 * Code that builds its own app, such as the Lambda bundle, logs with the default JSON logger
 * to stdout, as Lambda wants. This takes those lines off stdout while the calling test file
 * runs, so the test output stays readable, and keeps them for the test to check. Anything
 * else written to stdout passes through.
 */
export function captureJsonLogs(): Record<string, unknown>[] {
  return captureStdout().logs;
}

/** A CloudWatch embedded metric format line, as the metrics emitter writes it. */
export interface EmfLine {
  readonly _aws: { readonly Timestamp: number; readonly CloudWatchMetrics: { readonly Namespace: string; readonly Dimensions: string[][]; readonly Metrics: { Name: string; Unit: string }[] }[] };
  readonly [field: string]: unknown;
}

/** The JSON log lines (as captureJsonLogs) and the EMF metric lines written to stdout while the test file runs. */
export function captureStdout(): { logs: Record<string, unknown>[]; emf: EmfLine[] } {
  const entries: Record<string, unknown>[] = [];
  const emf: EmfLine[] = [];
  const original = process.stdout.write;
  beforeAll(() => {
    process.stdout.write = function write(this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
      const metric = typeof chunk === 'string' && chunk.startsWith('{"_aws":') ? (JSON.parse(chunk) as EmfLine) : undefined;
      const entry = typeof chunk === 'string' && chunk.startsWith('{"time":') ? parseEntry(chunk) : undefined;
      if (metric) emf.push(metric);
      if (entry) entries.push(entry);
      if (metric || entry) {
        const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        done?.();
        return true;
      }
      return (original as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof process.stdout.write;
  });
  afterAll(() => {
    process.stdout.write = original;
  });
  return { logs: entries, emf };
}

function parseEntry(line: string): Record<string, unknown> | undefined {
  try {
    const entry = JSON.parse(line) as unknown;
    return typeof entry === 'object' && entry !== null && 'msg' in entry ? (entry as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
