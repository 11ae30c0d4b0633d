import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { playerKey } from '../../src/store/keys.js';
import { useEmbeddedStore } from '../support/store.js';
import { rawItem, refusal, register } from './support.js';

const ctx = useEmbeddedStore();
const TOKEN = /^yamb_([0-9a-hjkmnp-tv-z]{16})_([A-Za-z0-9_-]{43})$/;

describe('register', () => {
  it('returns the player and a token of the documented form, once', async () => {
    const service = createService({ store: ctx.store, log: silentLogger, clock: () => Date.UTC(2025, 2, 4, 5, 6, 7, 89) });
    const { player, token } = await service.players.register('  Ana  ');
    expect(player).toEqual({ id: expect.stringMatching(/^[0-9a-hjkmnp-tv-z]{16}$/), name: 'Ana', createdAt: '2025-03-04T05:06:07.089Z' });
    const match = TOKEN.exec(token);
    expect(match?.[1]).toBe(player.id);
    expect(await service.players.get(player.id)).toEqual(player);
  });

  it('stores only a SHA-256 digest of the token secret, never the token', async () => {
    const service = createService({ store: ctx.store, log: silentLogger });
    const { player, token } = await service.players.register('Ivo');
    const secret = TOKEN.exec(token)?.[2] ?? '';
    const key = playerKey(player.id);
    const item = await rawItem(ctx, key.pk, key.sk);
    expect(item).toBeDefined();
    const stored = JSON.stringify(item);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(token);
    expect(Object.values(item ?? {})).toContain(createHash('sha256').update(secret).digest('base64url'));
  });

  it('gives every player a new id and a new token', async () => {
    const service = createService({ store: ctx.store, log: silentLogger });
    const a = await service.players.register('Same');
    const b = await service.players.register('Same');
    expect(a.player.id).not.toBe(b.player.id);
    expect(a.token).not.toBe(b.token);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'x'.repeat(41)],
    ['a newline', 'Ana\nIvo'],
    ['a control character', 'Ana\u0007'],
    ['a lone surrogate', 'Ana \ud83c'],
    ['not a string', 42],
    ['a right-to-left override that makes it read as another', 'Ana\u202Enib'],
    ['a directional isolate', '\u2066Ana\u2069'],
    ['a zero-width space', 'An\u200Ba'],
    ['blank-looking (a Hangul filler)', '\u3164'],
    ['blank-looking (a Braille blank and a joiner)', '\u2800\u200D\u2800'],
    ['private use', 'Ana\uE000'],
    ['a line separator', 'Ana\u2028Ivo'],
  ])('refuses a name that is %s with VALIDATION_FAILED', async (_, name) => {
    const service = createService({ store: ctx.store, log: silentLogger });
    const error = await refusal(service.players.register(name), 'VALIDATION_FAILED');
    expect(error.details).toEqual({ field: 'name' });
  });

  it('normalises names to NFC and keeps emoji joined by zero-width joiners', async () => {
    const service = createService({ store: ctx.store, log: silentLogger });
    expect((await service.players.register('Zoe\u0301')).player.name).toBe('Zo\u00e9');
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect((await service.players.register(`Ana ${family}`)).player.name).toBe(`Ana ${family}`);
  });

  it('accepts 40 characters of any script, counted as characters', async () => {
    const service = createService({ store: ctx.store, log: silentLogger });
    const name = '\u{1F3B2}'.repeat(20) + 'Ž|%'.repeat(6) + 'ab';
    const { player } = await service.players.register(name);
    expect([...name]).toHaveLength(40);
    expect(player.name).toBe(name);
    expect((await service.players.get(player.id)).name).toBe(name);
  });
});

/** The credentials of a request that sends `token` as its bearer token, for an operation any token may do (the account token holds every scope). */
const ME = { scope: 'profile:read' } as const;
const bearer = (token: string) => [{ authorization: `Bearer ${token}` }, ME] as const;

describe('authenticate', () => {
  it('returns the player its token belongs to, with or without the cache', async () => {
    for (const authCacheMs of [0, 60_000]) {
      const service = createService({ store: ctx.store, log: silentLogger, authCacheMs });
      const [ana, ivo] = await register(service, 'Ana', 'Ivo');
      for (let i = 0; i < 2; i++) {
        expect((await service.players.authenticate(...bearer(ana!.token))).player.id).toBe(ana!.player.id);
        expect((await service.players.authenticate(...bearer(ivo!.token))).player.id).toBe(ivo!.player.id);
      }
    }
  });

  it('refuses a wrong secret, another player id, a mixed token and malformed tokens with UNAUTHENTICATED', async () => {
    for (const authCacheMs of [0, 60_000]) {
      const service = createService({ store: ctx.store, log: silentLogger, clock: () => Date.UTC(2025, 0, 1), authCacheMs });
      const [ana, ivo] = await register(service, 'Ana', 'Ivo');
      const [, anaId = '', anaSecret = ''] = TOKEN.exec(ana!.token) ?? [];
      const [, ivoId = '', ivoSecret = ''] = TOKEN.exec(ivo!.token) ?? [];
      // Warm the cache with both valid tokens first: a cached secret must not open another id.
      await service.players.authenticate(...bearer(ana!.token));
      await service.players.authenticate(...bearer(ivo!.token));
      const flipped = anaSecret.slice(0, -1) + (anaSecret.endsWith('A') ? 'B' : 'A');
      const bad = [
        `yamb_${anaId}_${flipped}`, // wrong secret
        `yamb_${anaId}_${ivoSecret}`, // Ivo's secret on Ana's id
        `yamb_${ivoId}_${anaSecret}`, // Ana's secret on Ivo's id
        `yamb_${'0'.repeat(16)}_${anaSecret}`, // no such player
        `Bearer ${ana!.token}`,
        `${ana!.token.slice(0, 20)} ${ana!.token.slice(20)}`, // a space inside
        ana!.token.toUpperCase(),
        ana!.token.slice(0, -1),
        `${ana!.token}x`,
        `yamb_${anaId}`,
        `yamb__${anaSecret}`,
        anaSecret,
        '',
        'yamb_',
      ];
      for (const token of bad) await refusal(service.players.authenticate(...bearer(token)), 'UNAUTHENTICATED');
      // Credentials that are no bearer token at all.
      for (const authorization of [undefined, '', 'Bearer', `Basic ${ana!.token}`, ana!.token]) await refusal(service.players.authenticate({ authorization }, ME), 'UNAUTHENTICATED');
      // The valid tokens still work afterwards.
      expect((await service.players.authenticate(...bearer(ana!.token))).player.id).toBe(anaId);
    }
  });

  it('checks wrong tokens against the hash read once, and never locks out the player', async () => {
    const service = createService({ store: ctx.store, log: silentLogger, rateLimit: { perSecond: 1, burst: 3 }, clock: () => 1_000_000 });
    const { player, token } = await service.players.register('Guessed');
    const wrong = `${token.slice(0, -4)}AAAA`;
    ctx.readings.length = 0;
    for (let i = 0; i < 10; i++) await refusal(service.players.authenticate(...bearer(wrong)), 'UNAUTHENTICATED');
    expect(ctx.readings.filter((r) => r.operation === 'getPlayer')).toHaveLength(1);
    expect((await service.players.authenticate(...bearer(token))).player.id).toBe(player.id);
    expect(ctx.readings.filter((r) => r.operation === 'getPlayer')).toHaveLength(1);
  });

  it('gets a public profile by id; NOT_FOUND for unknown and malformed ids', async () => {
    const service = createService({ store: ctx.store, log: silentLogger });
    const [ana] = await register(service, 'Ana');
    expect(await service.players.get(ana!.player.id)).toMatchObject({ id: ana!.player.id, name: 'Ana' });
    await refusal(service.players.get('0'.repeat(16)), 'NOT_FOUND');
    await refusal(service.players.get('not-an-id'), 'NOT_FOUND');
    await refusal(service.players.get(`${ana!.player.id}x`), 'NOT_FOUND');
  });
});
