import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../infra/config.js';
import { QUERY_LIMITS } from '../../src/graphql/limits.js';
import { MAX_TOKENS } from '../../src/graphql/yoga.js';
import { MAX_BODY_BYTES } from '../../src/app/index.js';
import { COST_UNITS, FAIR_USE_LIMITS } from '../../src/contract/index.js';
import { BOT_STALL_MS, DEFAULT_RATE_LIMIT } from '../../src/service/index.js';
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
    expect(clientGuide).toContain(`Each token has ${burst} units at\nonce, refilled at ${perSecond} a second`);
    expect(clientGuide).toContain(`(${burst * ADDRESS_FACTOR} units, ${perSecond * ADDRESS_FACTOR} a second)`);
  });

  it('fair use: prices, quotas and caps', () => {
    const { perSecond, burst } = DEFAULT_RATE_LIMIT;
    const fairUse = page('fair-use.md').replace(/\s+/g, ' ');
    expect(fairUse).toContain(`A plain read costs ${COST_UNITS.read}; an action (a move, a create, a join, a registration, an invitation, a webhook, push subscription, tournament entry or token changed) ${COST_UNITS.action}; a hint ${COST_UNITS.hint}; opening an event stream or an export ${COST_UNITS.stream}; and every bot turn a request causes ${COST_UNITS.botTurn} more`);
    expect(fairUse).toContain(`a bucket of ${burst} units, refilled at ${perSecond} units a second; each client address has ${ADDRESS_FACTOR} times as much (${burst * ADDRESS_FACTOR} units, ${perSecond * ADDRESS_FACTOR} a second)`);
    expect(fairUse).toContain(`RateLimit-Policy: "default";q=${burst};w=${Math.ceil(burst / perSecond)}`);
    const retry = `Retry-After: ${FAIR_USE_LIMITS.capRetryAfterSeconds}`;
    expect(fairUse).toContain(`| games of bots only one player runs at once | ${FAIR_USE_LIMITS.botGamesPerPlayer} | \`429 RATE_LIMITED\`, \`${retry}\` |`);
    expect(fairUse).toContain(`| open event streams (SSE and GraphQL subscriptions) per player | ${FAIR_USE_LIMITS.streamsPerPlayer} |`);
    expect(fairUse).toContain(`| open event streams per client address | ${FAIR_USE_LIMITS.streamsPerAddress} |`);
    expect(fairUse).toContain(`| events waiting for a stream's reader | ${FAIR_USE_LIMITS.streamBehindBytes / 1024 / 1024} MiB |`);
    expect(fairUse).toContain(`| exports in progress per client address | ${FAIR_USE_LIMITS.exportsPerAddress} |`);
    expect(fairUse).toContain(`| an export's reader taking nothing | ${seconds(FAIR_USE_LIMITS.exportStallMillis)} |`);
    expect(fairUse).toContain(`any game whose bot has waited a minute`);
    expect(BOT_STALL_MS).toBe(60_000);
  });

  it('GraphQL and body limits', () => {
    expect(security).toContain(`at most ${n(MAX_TOKENS)} tokens per document`);
    expect(security).toContain(`depth at most ${QUERY_LIMITS.maxDepth}`);
    expect(security).toContain(`an estimated cost of at most ${n(QUERY_LIMITS.maxCost)}`);
    expect(security).toContain(`at most ${QUERY_LIMITS.maxStoreCalls} store calls per operation`);
    expect(security).toContain(`${MAX_BODY_BYTES / 1024} KB limit on every route`);
  });
});
