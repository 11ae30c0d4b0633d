import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { playerKey } from '../../src/store/keys.js';
import { rawPartition } from '../service/support.js';
import type { FaultyClient } from '../support/faults.js';
import { faultyStore } from '../support/faults.js';
import type { Fetch } from '../support/oauth.js';
import { api, appFetch, approve, exchange, refresh, signIn } from '../support/oauth.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * The token writes under faults, injected between the service and the real store: a write
 * whose reply is lost (it landed; the SDK's resend is refused by its own condition), a client
 * that never got the answer of a write that landed (it asks again), and two instances racing
 * with the same code or refresh token. Each ends in one known state: the tokens the client
 * was given work, or the grant is revoked; never a half-applied change, never a 5xx.
 */

const db = useEmbeddedStore();
let faults: FaultyClient;
let a: Fetch;
let b: Fetch;
let account: string;
let playerId: string;

const tokenItem = (sk: string) => String(sk).startsWith('K#');
const onTokens = (input: Record<string, unknown>) => tokenItem(String(((input.Key ?? input.Item) as { sk?: string } | undefined)?.sk));

beforeAll(async () => {
  const faulty = faultyStore(db.db);
  faults = faulty.faults;
  const instance = (seed: string) => appFetch(createApp({ service: createService({ store: faulty.store, random: seededRandom(seed), log: silentLogger }), logger: silentLogger }));
  a = instance('faults-a');
  b = instance('faults-b');
  const registered = await api(a, 'POST', '/v1/players', undefined, { name: 'Faulty' });
  account = registered.body.token;
  playerId = registered.body.player.id;
});

const turns = (token: string, f: Fetch = a) => api(f, 'GET', '/v1/players/me/turns', token);
const grants = async () => (await rawPartition(db, playerKey(playerId).pk)).filter((i) => tokenItem(String(i.sk)) && i.k === 'a');

describe('a write whose reply is lost', () => {
  it('exchanging a code: the tokens given work (the resend refused by its own condition is recognised)', async () => {
    const approval = await approve(a, account);
    const fault = faults.inject({ command: 'UpdateCommand', where: onTokens, when: 'after' });
    const tokens = await exchange(a, approval.code!, approval.verifier);
    expect(fault.fired).toBe(true);
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    expect((await turns(tokens.body.access_token)).status).toBe(200);
  });

  it('refreshing: the new tokens work, and the lost reply is not taken for a reuse', async () => {
    const app = await signIn(a, account);
    const fault = faults.inject({ command: 'UpdateCommand', where: onTokens, when: 'after' });
    const renewed = await refresh(a, app.refresh);
    expect(fault.fired).toBe(true);
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect((await turns(renewed.body.access_token)).status).toBe(200);
    expect((await refresh(a, renewed.body.refresh_token)).status).toBe(200);
  });

  it('approving and making a personal token: one item each, which works', async () => {
    const before = await grants();
    faults.inject({ command: 'PutCommand', where: onTokens, when: 'after' });
    const approval = await approve(a, account);
    expect(approval.answer.status).toBe(200);
    expect((await grants()).length).toBe(before.length + 1);
    expect((await exchange(a, approval.code!, approval.verifier)).status).toBe(200);
    faults.inject({ command: 'PutCommand', where: onTokens, when: 'after' });
    const personal = await api(a, 'POST', '/v1/tokens', account, { name: 'lost reply', scopes: ['games:read'] });
    expect(personal.status).toBe(201);
    expect((await turns(personal.body.accessToken)).status).toBe(200);
  });

  it('replacing the account token: the new one works, the old one does not', async () => {
    faults.inject({ command: 'UpdateCommand', where: (input) => (input.Key as { sk?: string } | undefined)?.sk === 'P', when: 'after' });
    const replaced = await api(a, 'POST', '/v1/players/me/token', account);
    expect(replaced.status).toBe(201);
    expect((await api(a, 'GET', '/v1/players/me', replaced.body.accessToken)).status).toBe(200);
    expect((await api(a, 'GET', '/v1/players/me', account)).status).toBe(401);
    account = replaced.body.accessToken;
  });

  it('a store that does not answer: 503 UNAVAILABLE for the token endpoint too, and nothing changed', async () => {
    const approval = await approve(a, account);
    faults.inject({ command: 'UpdateCommand', where: onTokens, when: 'before', times: 20 });
    const refused = await exchange(a, approval.code!, approval.verifier);
    expect(refused.status).toBe(503);
    faults.clear();
    expect((await exchange(a, approval.code!, approval.verifier)).status).toBe(200);
  });
});

describe('a client that never got the answer', () => {
  it('asks again with the same code: a second use, so the grant is revoked and nothing it issued works', async () => {
    const approval = await approve(a, account);
    const lost = await exchange(a, approval.code!, approval.verifier);
    expect(lost.status).toBe(200);
    const again = await exchange(a, approval.code!, approval.verifier);
    expect(again.body.error).toBe('invalid_grant');
    expect((await turns(lost.body.access_token)).status).toBe(401);
  });
});

describe('two instances racing', () => {
  it('with one code: one set of tokens at most, and the grant revoked (a code used twice)', async () => {
    const approval = await approve(a, account);
    const answers = await Promise.all([exchange(a, approval.code!, approval.verifier), exchange(b, approval.code!, approval.verifier)]);
    expect(answers.filter((x) => x.status === 200).length).toBeLessThanOrEqual(1);
    expect(answers.some((x) => x.body.error === 'invalid_grant')).toBe(true);
    for (const answer of answers.filter((x) => x.status === 200)) expect((await turns(answer.body.access_token, a)).status).toBe(401);
    expect(answers.every((x) => x.status < 500)).toBe(true);
  });

  it('with one refresh token: a reuse, so the grant is revoked', async () => {
    const app = await signIn(a, account);
    const answers = await Promise.all([refresh(a, app.refresh), refresh(b, app.refresh)]);
    expect(answers.filter((x) => x.status === 200).length).toBeLessThanOrEqual(1);
    expect(answers.some((x) => x.body.error === 'invalid_grant')).toBe(true);
    for (const answer of answers.filter((x) => x.status === 200)) expect((await refresh(a, answer.body.refresh_token)).body.error).toBe('invalid_grant');
  });
});
