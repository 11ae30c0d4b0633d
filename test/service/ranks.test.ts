import { describe, expect, it } from 'vitest';
import type { Membership } from '../../src/contract/index.js';
import { useEmbeddedStore } from '../support/store.js';
import { refusal, seededRandom, testService } from './support.js';

// Leaderboard ranks (src/service/ranks.ts): ties share a rank, the next rank skips, on every page.

const ctx = useEmbeddedStore();

describe('leaderboard ranks', () => {
  it('are 1 + the number of better totals, on pages of any size and after any edge cursor', async () => {
    const rand = seededRandom(1601);
    const base = Date.UTC(2025, 7, 1);
    // 60 sheets on 9 distinct totals: long runs of ties that pages cut through.
    const sheets = Array.from({ length: 60 }, (_, i): Membership => {
      const total = [0, 88, 120, 120, 150, 200, 200, 200, 310][Math.floor(rand() * 9)]!;
      const id = `r${String(i).padStart(15, '0')}`;
      return {
        playerId: id, playerName: `P${i}`, gameId: id, ruleset: 'yams-5', status: 'finished', seat: 0, seats: 1,
        createdAt: base, updatedAt: base + i, version: 40, resigned: false, total, place: 1, finishedAt: base + i,
      };
    });
    await ctx.store.putMemberships(sheets.map((after) => ({ before: null, after })));
    const service = testService(ctx);
    const whole = await service.lists.leaderboard('yams-5', { limit: 100 });
    expect(whole.items).toHaveLength(60);
    const expected = whole.items.map((e) => 1 + sheets.filter((s) => (s.total ?? 0) > e.total).length);
    expect(whole.items.map((e) => e.rank)).toEqual(expected);
    expect(new Set(expected).size).toBeLessThan(10);

    for (const limit of [1, 2, 3, 7, 16]) {
      const ranks: number[] = [];
      let cursor: string | undefined;
      do {
        const page = await service.lists.leaderboard('yams-5', { limit, cursor });
        ranks.push(...page.items.map((e) => e.rank));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(ranks, `pages of ${limit}`).toEqual(expected);
    }
    // A Relay client continues after any edge, not only after the page's end.
    for (const at of [0, 5, 17, 40, 58]) {
      const after = await service.lists.leaderboard('yams-5', { limit: 3, cursor: whole.cursors[at] });
      expect(after.items.map((e) => e.rank)).toEqual(expected.slice(at + 1, at + 4));
    }
  });

  it('refuse a cursor whose ranking was made up', async () => {
    const service = testService(ctx);
    const first = await service.lists.leaderboard('yams-5', { limit: 2 });
    const text = Buffer.from(first.nextCursor!, 'base64url').toString();
    expect(text.startsWith('r1.2.')).toBe(true);
    const made = [text.replace(/^r1\.2\./, 'r1.0.'), text.replace(/^r1\./, 'r9.'), text.replace(/^r1\.2\.[-0-9]+\.[0-9]+\./, 'r1.2.5.7.'), 'r1.3.1.1.'];
    for (const bad of [...made.map((t) => Buffer.from(t).toString('base64url')), 'garbage', text]) {
      await refusal(service.lists.leaderboard('yams-5', { limit: 2, cursor: bad }), 'VALIDATION_FAILED');
    }
  });
});
