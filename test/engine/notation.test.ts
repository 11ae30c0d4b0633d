import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NotatedGame } from '../../src/engine/index.js';
import { MOVE_TYPES, NOTATION_ERROR_CODES, RULESET_IDS, makeGame, parseGame, replay } from '../../src/engine/index.js';
import { nameArb, randomGame } from './notation-games.js';

// The format: docs/notation.md and the comment at the top of src/engine/notation.ts.

const events = (game: NotatedGame) => game.moves.map((m) => m.event);

describe.each(RULESET_IDS.map((id, i) => [id, i] as const))('random games of %s', (ruleset, r) => {
  it.each([1, 2, 3, 4])('with %i seats: parse(make(g)) is g, make(parse(x)) is x, and replay rebuilds the engine state', (seats) => {
    fc.assert(
      fc.property(fc.limitShrink(fc.gen(), 20), (g) => {
        const { game, state } = randomGame(ruleset, seats, g);
        const text = makeGame(game);
        const parsed = parseGame(text);
        expect(parsed).toStrictEqual({ ok: true, value: game });
        if (!parsed.ok) return;
        expect(makeGame(parsed.value)).toBe(text);
        expect(replay(events(parsed.value))).toStrictEqual({ ok: true, value: state });
        expect(text.split('\n')).toHaveLength(game.moves.length + 4);
      }),
      { seed: 4100 + 10 * r + seats, numRuns: 3 },
    );
  });
});

describe('the random games', () => {
  it('meet every move type and every option of the notation', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.constantFrom(...RULESET_IDS), fc.integer({ min: 1, max: 4 }), fc.gen(), (ruleset, seats, g) => {
        const text = makeGame(randomGame(ruleset, seats, g).game);
        for (const line of text.split('\n').slice(3)) {
          const words = line.split(' ').filter((w) => /^[a-z][A-Za-z]*(=|$)/.test(w));
          for (const w of words) seen.add(w.includes('=') ? w.slice(0, w.indexOf('=') + 1) : w);
        }
      }),
      { seed: 4150, numRuns: 60 },
    );
    const keywords = [...MOVE_TYPES, 'keep=', 'rolled=', 'announced=', 'resigned=', 'rematchOf=', 'invited='];
    expect(keywords.filter((k) => !seen.has(k))).toEqual([]);
  });
});

describe('every text parseGame accepts is the one makeGame writes', () => {
  const EDITS = [' ', '  ', '"', '\\', '\n', '\r', '\t', '0', '1', '7', '+', '-', '#', 't', '=', '/', ':', 'é', '\u200b', '\\u{a}', 'keep=1', 'x'];

  it('a random edit of a game text is refused with a known code and a line in the text, or read back as exactly that text', () => {
    let refused = 0;
    fc.assert(
      fc.property(fc.constantFrom(...RULESET_IDS), fc.integer({ min: 1, max: 3 }), fc.gen(), (ruleset, seats, g) => {
        const text = makeGame(randomGame(ruleset, seats, g).game).split('\n').slice(0, 14).join('\n') + '\n';
        const at = g(fc.integer, { min: 0, max: text.length - 1 });
        const edit = g(fc.constantFrom, ...EDITS);
        const cut = g(fc.integer, { min: 0, max: 2 });
        const edited = text.slice(0, at) + edit + text.slice(at + cut);
        const result = parseGame(edited);
        if (result.ok) expect(makeGame(result.value)).toBe(edited);
        else {
          refused++;
          expect(NOTATION_ERROR_CODES).toContain(result.error.code);
          expect(result.error.line).toBeGreaterThanOrEqual(1);
          expect(result.error.line).toBeLessThanOrEqual(edited.split('\n').length);
        }
      }),
      { seed: 4200, numRuns: 400 },
    );
    expect(refused).toBeGreaterThan(200);
  });
});

/** A solo game created by `name`, as a text. */
const soloText = (name: string) => makeGame({ id: 'k3v9x2m7q1w8e4r6', createdAt: 0, moves: [{ at: 0, event: { type: 'create', seat: 0, player: { id: 'q4wz7m2k9c1x8v3b', name }, ruleset: 'yams-5', seats: 1 } }] });

describe('names', () => {
  // Visible characters of any script stay as they are; quotes, backslashes, controls, other white
  // space, invisible (default-ignorable) characters and lone surrogates are escaped (docs/notation.md, "Names").
  it.each([
    ['Ana', '"Ana"'],
    ['Zoë "Z"', '"Zoë \\"Z\\""'],
    ['back\\slash', '"back\\\\slash"'],
    ['two words', '"two words"'],
    ['Ben 🎲', '"Ben 🎲"'],
    ['名前 Ωμέγα e\u0301', '"名前 Ωμέγα e\u0301"'],
    ['line\nbreak\r', '"line\\u{a}break\\u{d}"'],
    ['tab\t\u0000\u007f\u0085', '"tab\\u{9}\\u{0}\\u{7f}\\u{85}"'],
    ['no\u00a0break\u2028\u3000', '"no\\u{a0}break\\u{2028}\\u{3000}"'],
    ['\u202eevil\u2066', '"\\u{202e}evil\\u{2066}"'],
    ['zero\u200bwidth\u200d\ufeff\u00ad', '"zero\\u{200b}width\\u{200d}\\u{feff}\\u{ad}"'],
    ['❤\ufe0f \u{e0041}', '"❤\\u{fe0f} \\u{e0041}"'],
    ['lone \ud800 \udfff', '"lone \\u{d800} \\u{dfff}"'],
    ['', '""'],
  ])('%j is written %s and read back', (name, quoted) => {
    const text = soloText(name);
    expect(text.split('\n')[3]).toBe(`1 +0.000 #0 create yams-5 1 q4wz7m2k9c1x8v3b:${quoted}`);
    const parsed = parseGame(text);
    expect(parsed.ok && parsed.value.moves[0]?.event).toMatchObject({ player: { name } });
  });

  it('any string round-trips, on one line of printable ASCII or visible characters', () => {
    fc.assert(
      fc.property(nameArb, (name) => {
        const text = soloText(name);
        const line = text.split('\n')[3] ?? '';
        expect(text.split('\n')).toHaveLength(5);
        expect(line).not.toMatch(/[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u00a0\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff]/u);
        const parsed = parseGame(text);
        expect(parsed.ok && parsed.value.moves[0]?.event).toMatchObject({ player: { name } });
      }),
      { seed: 4300, numRuns: 2000 },
    );
  });
});

describe('the example game of docs/notation.md', () => {
  const doc = readFileSync(new URL('../../docs/notation.md', import.meta.url), 'utf8');
  const example = /<!-- notation-example:start -->\n```text\n([\s\S]*?)```\n<!-- notation-example:end -->/.exec(doc)?.[1] ?? '';

  it('parses, replays to a finished game and is written back unchanged', () => {
    const parsed = parseGame(example);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(makeGame(parsed.value)).toBe(example);
    const state = replay(events(parsed.value));
    expect(state.ok && state.value.status).toBe('finished');
    expect(parsed.value.moves.map((m) => m.event.type)).toEqual(expect.arrayContaining(['create', 'join', 'roll', 'announce', 'score', 'resign']));
  });

  it('is the example of the module comment', () => {
    const source = readFileSync(new URL('../../src/engine/notation.ts', import.meta.url), 'utf8');
    const lines = example.trimEnd().split('\n').map((l) => ` *   ${l}`);
    expect(source).toContain(lines.join('\n'));
  });
});
