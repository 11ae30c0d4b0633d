import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../infra/config.js';
import { QUERY_LIMITS } from '../../src/graphql/limits.js';
import { MAX_TOKENS } from '../../src/graphql/yoga.js';
import { MAX_BODY_BYTES } from '../../src/app/index.js';
import { DEFAULT_RATE_LIMIT } from '../../src/service/index.js';
import { ADDRESS_FACTOR } from '../../src/service/player-service.js';
import { STORE_LIMITS } from '../../src/store/client.js';

// The limits the documentation promises are the ones the code enforces: each figure is read
// from the constant that enforces it, so changing one without the other fails here.
const page = (name: string) => readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');
const security = page('security.md');
const clientGuide = page('client-guide.md');
const n = (value: number) => value.toLocaleString('en');
const seconds = (ms: number) => `${ms / 1000} s`;

describe('the documentation states the limits the code enforces', () => {
  it('store waits, and a budget well inside the function timeout', () => {
    expect(security).toContain(`${seconds(STORE_LIMITS.connectMs)} to connect, ${seconds(STORE_LIMITS.attemptMs)} per attempt, at most ${STORE_LIMITS.attempts} attempts`);
    expect(security).toContain(`${seconds(STORE_LIMITS.requestBudgetMs)} for all store calls of one request, well inside the function's ${DEFAULT_CONFIG.lambdaTimeoutSeconds} s`);
    expect(STORE_LIMITS.requestBudgetMs * 1.5).toBeLessThanOrEqual(DEFAULT_CONFIG.lambdaTimeoutSeconds * 1000);
  });

  it('rate limits', () => {
    const { perSecond, burst } = DEFAULT_RATE_LIMIT;
    expect(clientGuide).toContain(`Each player may send ${perSecond} requests per second with bursts of ${burst}`);
    expect(clientGuide).toContain(`(${perSecond * ADDRESS_FACTOR} per second, bursts of ${burst * ADDRESS_FACTOR})`);
  });

  it('GraphQL and body limits', () => {
    expect(security).toContain(`at most ${n(MAX_TOKENS)} tokens per document`);
    expect(security).toContain(`depth at most ${QUERY_LIMITS.maxDepth}`);
    expect(security).toContain(`an estimated cost of at most ${n(QUERY_LIMITS.maxCost)}`);
    expect(security).toContain(`at most ${QUERY_LIMITS.maxStoreCalls} store calls per operation`);
    expect(security).toContain(`${MAX_BODY_BYTES / 1024} KB limit on every route`);
  });
});
