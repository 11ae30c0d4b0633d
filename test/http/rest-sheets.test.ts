import { describe, expect, it } from 'vitest';
import type { GameView } from '../../src/service/index.js';
import { useRestApp } from '../support/rest.js';

const api = useRestApp();

describe('score sheets over REST', () => {
  it('serves a blank sheet per ruleset and player count', async () => {
    const res = await api.call('GET', '/v1/rulesets/jamb/sheet.svg?players=3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await res.text();
    expect(svg).toContain('data-ruleset="jamb"');
    expect(svg).toContain('data-players="3"');
    expect((await api.call('GET', '/v1/rulesets/jamb/sheet.svg?players=9')).status).toBe(400);
    expect((await api.call('GET', '/v1/rulesets/chess/sheet.svg')).status).toBe(404);
  });

  it("serves a game's sheet with the written score, cacheable by version", async () => {
    const { token } = await api.register('<Ana & "Co">');
    const game = (await (await api.call('POST', '/v1/games', { token, body: { ruleset: 'yams-5' } })).json()) as GameView;
    await api.call('POST', `/v1/games/${game.id}/actions`, { token, body: { type: 'roll' } });
    const scored = (await (await api.call('POST', `/v1/games/${game.id}/actions`, { token, body: { type: 'score', column: 'free', category: 'chance' } })).json()) as GameView;
    const chance = scored.seats[0]!.sheet[0]!.boxes.find((b) => b.category === 'chance')!.score!;

    const res = await api.call('GET', `/v1/games/${game.id}/sheet.svg`);
    expect(res.headers.get('etag')).toBe(`"${scored.version}"`);
    const svg = await res.text();
    expect(svg).toContain('&lt;Ana &amp; &quot;Co&quot;&gt;');
    expect(svg).not.toContain('<Ana');
    const cell = new RegExp(`<g[^>]*data-column="free"[^>]*data-category="chance"[^>]*data-last="true"[^>]*>[\\s\\S]*?>${chance}</text>`);
    expect(svg).toMatch(cell);
    expect((await api.call('GET', `/v1/games/${game.id}/sheet.svg`, { headers: { 'if-none-match': `"${scored.version}"` } })).status).toBe(304);
    expect((await api.call('GET', '/v1/games/0000000000000000/sheet.svg')).status).toBe(404);
  });
});
