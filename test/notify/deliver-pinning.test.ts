import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver, type WebhookEvent } from '../../src/notify/deliver.js';
import { createWebhookSecret } from '../../src/notify/secret.js';
import { checkWebhookUrl, type Resolve } from '../../src/notify/url-check.js';
import { fixture, startReceiver, type Receiver } from './receiver.js';

// The receiver is an https server on the loopback with a certificate for hooks.test, a name
// only the injected resolvers know; `ca` makes the delivery trust that certificate.
const ca = readFileSync(fixture('hooks-test.cert.pem'));
const secret = createWebhookSecret();
const event: WebhookEvent = { id: 'g1.3.0', type: 'game.started', timestamp: '2026-03-04T05:06:07.000Z', data: { gameId: 'g1', version: 3 } };
// Stands for any public address (one of the documentation ranges would be refused itself).
// Nothing may ever connect to it, even if the code under test broke: the rebinding test gives
// it only to its own check, never to the delivery, and where a delivery's answer holds it,
// loopback comes first, so a delivery that skipped the check would reach loopback.
const PUBLIC = '93.184.215.14';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver({ '/hook': (_, res) => res.writeHead(200).end('ok') }, { secrets: [secret], tls: true });
});
afterAll(() => receiver.close());

/** A resolver that answers each call with the next list, and counts the calls. */
function sequence(...answers: (readonly string[])[]): Resolve & { calls: () => number } {
  let calls = 0;
  const resolve: Resolve = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)] ?? [];
    calls++;
    return answer.map((address) => ({ address, family: net.isIP(address) === 6 ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls: () => calls });
}

describe('the address checked is the address connected to', () => {
  it('DNS rebinding: public for the check, loopback for the connection: the delivery never reaches loopback', async () => {
    const resolve = sequence([PUBLIC], ['127.0.0.1']);
    const url = `https://hooks.test:${receiver.port}/hook`;
    const before = receiver.connections();
    expect(await checkWebhookUrl(url, { resolve })).toMatchObject({ ok: true });
    const result = await deliver({ url, secrets: [secret], event }, { resolve, ca });
    expect(result).toMatchObject({ ok: false, error: 'PRIVATE_ADDRESS' });
    // The log names the host, never what it resolved to.
    expect(result.detail).toBe('hooks.test resolves to an address that is not public');
    expect(result.detail).not.toContain('127.0.0.1');
    expect(result.status).toBeUndefined();
    expect(receiver.connections()).toBe(before);
    expect(resolve.calls()).toBe(2);
  });

  it.each([
    ['loopback', ['127.0.0.1']],
    ['a private address beside a public one', ['127.0.0.1', PUBLIC]],
    ['IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['the unspecified address, which reaches the local host', ['0.0.0.0']],
    // Only addresses of this machine here, so that even a broken check sends nothing out;
    // url-check.test.ts and address-policy.test.ts cover every other range.
  ])('a name resolving at delivery to %s is refused without a connection', async (_, addresses) => {
    const before = receiver.connections();
    const result = await deliver({ url: `https://hooks.test:${receiver.port}/hook`, secrets: [secret], event }, { resolve: sequence(addresses), ca });
    expect(result).toMatchObject({ ok: false, error: 'PRIVATE_ADDRESS' });
    expect(receiver.connections()).toBe(before);
  });

  it('a name with no address at delivery is UNRESOLVABLE', async () => {
    const result = await deliver({ url: `https://hooks.test:${receiver.port}/hook`, secrets: [secret], event }, { resolve: sequence([]), ca });
    expect(result).toMatchObject({ ok: false, error: 'UNRESOLVABLE' });
  });

  it.each([true, false])('the connection goes to the resolved address, resolved once (autoSelectFamily %s)', async (autoSelect) => {
    // Node asks a lookup for every address when it races families, for one otherwise.
    const previous = net.getDefaultAutoSelectFamily();
    net.setDefaultAutoSelectFamily(autoSelect);
    try {
      const resolve = sequence(['127.0.0.1']);
      const result = await deliver({ url: `https://hooks.test:${receiver.port}/hook`, secrets: [secret], event }, { resolve, ca, allowPrivate: true });
      expect(result).toMatchObject({ ok: true, status: 200, remoteAddress: '127.0.0.1' });
      expect(resolve.calls()).toBe(1);
      const got = receiver.received.at(-1);
      expect(got?.headers.host).toBe(`hooks.test:${receiver.port}`);
      expect(got?.verifiedWith).toBe(secret);
    } finally {
      net.setDefaultAutoSelectFamily(previous);
    }
  });

  it('the certificate is checked against the URL host, not the address', async () => {
    const resolve = sequence(['127.0.0.1']);
    const result = await deliver({ url: `https://other.test:${receiver.port}/hook`, secrets: [secret], event }, { resolve, ca, allowPrivate: true });
    expect(result).toMatchObject({ ok: false, error: 'NETWORK', detail: 'ERR_TLS_CERT_ALTNAME_INVALID' });
  });

  it('an untrusted certificate is a NETWORK failure', async () => {
    const result = await deliver({ url: `https://hooks.test:${receiver.port}/hook`, secrets: [secret], event }, { resolve: sequence(['127.0.0.1']), allowPrivate: true });
    expect(result).toMatchObject({ ok: false, error: 'NETWORK', detail: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
  });
});
