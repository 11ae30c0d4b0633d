import fc from 'fast-check';
import { beforeAll } from 'vitest';
import { CATEGORY_IDS, COLUMN_IDS, RULESET_IDS } from '../../src/engine/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { itemToGame } from '../../src/store/index.js';
import { recordView } from '../../src/service/view.js';
import type { Item } from '../../src/store/index.js';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { type Logger, silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { chooseAction, prng } from '../support/play.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import { rawGame } from './support.js';

/*
 * What the REST and GraphQL fuzz suites share: players and a pool of games in every status,
 * and arbitraries for the hostile parts of a request. A generated case is a recipe: the
 * parts that depend on the game (whose turn it is, its version, a legal move) are resolved
 * against the stored game just before the request is sent.
 */

export interface FuzzPlayer {
  readonly id: string;
  readonly name: string;
  readonly token: string;
}

/** Printable Latin-1: what a Headers value can hold (anything else is refused by the client itself). */
const headerChar = fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c));
export const headerText = (maxLength = 40) => fc.string({ unit: headerChar, maxLength });

/** Strings that break naive code: unicode, controls, traversal, encodings, prototypes. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../etc/passwd',
  '..%2F..%2F',
  '%2e%2e%2f',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%',
  '\u0000',
  '\u202e',
  '\ud800',
  '😀',
  'ünïcödé',
  '𝕪𝕒𝕞𝕓',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  'G#',
  'P#',
  'L#0#',
  'x'.repeat(300),
] as const;

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 100, maxLength: 400 }) },
);

/** A value of any JSON type, or one that is nearly right (a valid id of another kind, an off-by-one). */
export const weirdValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 5, 6, 7, 2 ** 31, -(2 ** 53), 1e309, 0.5, true, false, null),
  nastyString,
  fc.constantFrom(...CATEGORY_IDS, ...COLUMN_IDS, ...RULESET_IDS, 'roll', 'score', 'announce', 'resign', 'join', 'create'),
  fc.array(fc.integer({ min: -3, max: 8 }), { maxLength: 8 }),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double()), { maxLength: 6 }),
  fc.constant(Array.from({ length: 2500 }, (_, i) => i % 5)),
);

/** Raw bodies that are not quite JSON, or JSON that tries something. */
export const SPECIAL_BODIES = [
  '',
  'null',
  '[]',
  '{}',
  '"roll"',
  '{"type":"roll"',
  '{"type":"roll"}garbage',
  '{"type":"roll"}\n{"type":"roll"}',
  '\uFEFF{"type":"roll"}',
  '{"type":"roll","type":"resign"}',
  '{"type":"roll","keep":[0,0,0,0,0,0,0]}',
  '{"type":"roll","keep":[1e309]}',
  '{"type":"roll","keep":[-0]}',
  '{"type":"roll","keep":[0.5]}',
  '{"type":"roll","keep":"0,1"}',
  '{"type":"roll","keep":{"0":1,"length":1}}',
  '{"__proto__":{"type":"roll"}}',
  '{"type":"roll","__proto__":{"keep":[1]}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"type":"score","column":"down","category":"ones","toString":1}',
  '{"type":"score","column":"__proto__","category":"constructor"}',
  '{"name":"__proto__"}',
  '{"ruleset":"jamb","seats":1,"__proto__":{"seats":8}}',
  `${'['.repeat(7000)}${']'.repeat(7000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  '\u0000\u0001\u0002',
  '<?xml version="1.0"?><type>roll</type>',
  'type=roll&keep=1',
] as const;

export type BodyRecipe =
  | { readonly kind: 'legal'; readonly seed: number }
  | { readonly kind: 'mutated'; readonly seed: number; readonly field: string; readonly value: unknown }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'none' };

export const bodyRecipe: fc.Arbitrary<BodyRecipe> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('legal' as const), seed: fc.integer() }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('mutated' as const),
      seed: fc.integer(),
      field: fc.constantFrom('type', 'keep', 'column', 'category', 'extra', 'player', 'seat', 'drop', '__proto__', 'constructor'),
      value: weirdValue,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('text' as const), value: fc.oneof(fc.constantFrom(...SPECIAL_BODIES), fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('none' as const) }) },
);

/** A legal action for the turn shown (resign when no turn), from `seed`. */
export function legalBody(view: GameView | null, seed: number): Record<string, unknown> {
  const turn = view?.turn;
  if (!turn) return { type: 'resign' };
  const rand = prng(seed);
  if (rand() < 0.02) return { type: 'resign' };
  return { ...chooseAction(turn, rand) };
}

/** The JSON text of a body recipe; null for no body. */
export function bodyText(recipe: BodyRecipe, view: GameView | null): string | null {
  switch (recipe.kind) {
    case 'none':
      return null;
    case 'text':
      return recipe.value;
    case 'json':
      return JSON.stringify(recipe.value) ?? 'null';
    case 'legal':
      return JSON.stringify(legalBody(view, recipe.seed));
    case 'mutated': {
      const body = legalBody(view, recipe.seed);
      const value = JSON.stringify(recipe.value) ?? 'null';
      if (recipe.field === 'drop') {
        const keys = Object.keys(body);
        delete body[keys[Math.abs(recipe.seed) % keys.length]!];
        return JSON.stringify(body);
      }
      // Spliced in as text: an own "__proto__" key, as JSON.parse would make it.
      const rest = JSON.stringify(Object.fromEntries(Object.entries(body).filter(([k]) => k !== recipe.field)));
      return rest === '{}' ? `{"${recipe.field}":${value}}` : `{"${recipe.field}":${value},${rest.slice(1)}`;
    }
  }
}

export type IdRecipe =
  | { readonly kind: 'target' | 'other-game' | 'player' }
  | { readonly kind: 'raw'; readonly value: string }
  | { readonly kind: 'near'; readonly at: number; readonly char: string };

export const ROUTE_ID: fc.Arbitrary<IdRecipe> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: 'target' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'other-game' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'player' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('raw' as const), value: nastyString }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('near' as const), at: fc.nat(15), char: fc.constantFrom('0', 'z', 'i', 'l', 'o', 'u', 'A', '-', '_', '.', '/') }) },
);

export type Who = 'mover' | 'other' | 'outsider' | 'none' | 'wrong-secret' | 'swapped-secret' | 'garbage';
export const who: fc.Arbitrary<Who> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('mover' as const) },
  { weight: 2, arbitrary: fc.constant('other' as const) },
  { weight: 2, arbitrary: fc.constant('outsider' as const) },
  { weight: 1, arbitrary: fc.constantFrom('none' as const, 'wrong-secret' as const, 'swapped-secret' as const, 'garbage' as const) },
);

/**
 * The fuzz suites' world: three players, and games to aim at, at least one open and one
 * active at all times (a new one is made when the last finishes).
 */
export function fuzzWorld(service: Service, db: { client: unknown; tableName: string }) {
  const world = {
    players: [] as FuzzPlayer[],
    games: [] as string[],
    /** Each game's status at the last snapshot. */
    statuses: new Map<string, string>(),
    async setup() {
      for (const name of ['Ana', 'Ben', 'Cyd']) {
        const { player, token } = await service.players.register(name);
        world.players.push({ id: player.id, name, token });
      }
      const solo = await service.games.create(world.ref(0), { ruleset: 'yams-5', seats: 1 });
      await service.games.act(world.ref(0), solo.id, { type: 'resign' });
      world.games.push(solo.id);
      await world.ensure();
    },
    ref: (i: number) => ({ id: world.players[i]!.id, name: world.players[i]!.name }),
    /**
     * The stored items of every game that can still change, and of the first finished one (a
     * finished game never changes again, so the others are not read on every request).
     */
    async snapshot(): Promise<Map<string, Item | undefined>> {
      const ids = world.games.filter((id, i) => i === 0 || world.statuses.get(id) !== 'finished');
      const items = await Promise.all(ids.map(async (id) => [id, await rawGame(db, id)] as const));
      for (const [id, item] of items) world.statuses.set(id, String(item?.st));
      return new Map(items);
    },
    /** A snapshot, after making sure there is an open game of Ana's and an active one of Ana and Ben. */
    async ensure(): Promise<Map<string, Item | undefined>> {
      const items = await world.snapshot();
      const views = [...items.values()].map(viewOf);
      let created = false;
      if (!views.some((v) => v?.status === 'open')) {
        world.games.push((await service.games.create(world.ref(0), { ruleset: 'yamb-classic', seats: 2 })).id);
        created = true;
      }
      if (!views.some((v) => v?.status === 'active' && v.seats.filter((s) => !s.resigned).length === 2)) {
        const game = await service.games.create(world.ref(0), { ruleset: 'jamb', seats: 2 });
        await service.games.join(world.ref(1), game.id, { invitation: game.invitation!.code });
        world.games.push(game.id);
        created = true;
      }
      return created ? world.snapshot() : items;
    },
    /** The newest game of a status at the last snapshot. */
    pick(status: 'open' | 'active' | 'finished'): string {
      return [...world.games].reverse().find((id) => world.statuses.get(id) === status) ?? world.games[0]!;
    },
    /** The bearer token a recipe names, for a game. */
    tokenFor(recipe: Who, view: GameView | null): string | undefined {
      const [ana, ben, cyd] = world.players as [FuzzPlayer, FuzzPlayer, FuzzPlayer];
      const mover = world.players.find((p) => p.id === view?.turn?.player.id) ?? ana;
      const secret = (t: string) => t.slice(t.lastIndexOf('_') + 1);
      switch (recipe) {
        case 'mover':
          return mover.token;
        case 'other':
          return mover === ana ? ben.token : ana.token;
        case 'outsider':
          return cyd.token;
        case 'none':
          return undefined;
        case 'wrong-secret':
          return `yamb_${mover.id}_${'Q'.repeat(43)}`;
        case 'swapped-secret':
          return `yamb_${mover.id}_${secret(mover === ana ? ben.token : ana.token)}`;
        case 'garbage':
          return 'yamb_garbage';
      }
    },
  };
  return world;
}

/** A path segment for any string: percent-encoded UTF-8 (a lone surrogate as its replacement character). */
export function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
}

export const viewOf = (item: Item | undefined): GameView | null => (item ? recordView(itemToGame(item)) : null);

/** Object.prototype must come out of every request as it went in. */
export function prototypeIntact(): boolean {
  const probe = {} as Record<string, unknown>;
  return probe.polluted === undefined && probe.type === undefined && probe.keep === undefined && probe.player === undefined && Object.keys(Object.prototype).length === 0;
}

/**
 * What a fuzz suite attacks, built before its tests on the file's embedded store: the app
 * over a service with seeded randomness, a world of live games, and the suite's tallies
 * (errors the app logged, idempotency keys already sent, figures for docs/security.md).
 */
export function useFuzzTarget(seed: string) {
  const ctx = useEmbeddedStore();
  const fuzz = {
    errors: [] as Record<string, unknown>[],
    seenKeys: new Set<string>(),
    figures: {
      requests: 0,
      byStatus: {} as Record<string, number>,
      byCode: {} as Record<string, number>,
      acceptedWrites: 0,
      idempotentReplays: 0,
      serverErrors: 0,
      gamesChangedByRefusals: 0,
    },
  } as { app: App; world: ReturnType<typeof fuzzWorld>; errors: Record<string, unknown>[]; seenKeys: Set<string>; figures: FuzzFigures };
  beforeAll(async () => {
    const service = createService({ store: ctx.store, random: seededRandom(seed), log: silentLogger });
    const logger: Logger = (entry) => {
      if (entry.level === 'error') fuzz.errors.push(entry);
    };
    fuzz.app = createApp({ service, logger });
    fuzz.world = fuzzWorld(service, ctx.db);
    await fuzz.world.setup();
  });
  return fuzz;
}

export type FuzzFigures = {
  requests: number;
  byStatus: Record<string, number>;
  byCode: Record<string, number>;
  acceptedWrites: number;
  idempotentReplays: number;
  serverErrors: number;
  gamesChangedByRefusals: number;
};
