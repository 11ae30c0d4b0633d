/** Sheet inputs for the tests: games played with the engine, and hand-made extreme sheets. */
import type { GameEvent, GameState, Ruleset, RulesetId } from '../../src/engine/index.js';
import { applyAction, boxesPerSheet, createGame, joinGame, scriptedDice, turnOptions } from '../../src/engine/index.js';
import type { GameSheetInput } from '../../src/sheet-svg/index.js';
import { sheetInputFromGame } from '../../src/sheet-svg/index.js';

/** A name that breaks naive markup: tags, both quotes, an ampersand, a CDATA end and a comment start. */
export const NASTY_NAME = `<script>&"'</script> ]]> <!--`;
/** Too long for any name cell. */
export const LONG_NAME = `<b>Maximiliana</b> "Max" Wolfeschlegelsteinhausen-Bergerdorff & O'Brien`;

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A fixed pseudo-random stream of faces (a linear congruential generator), long enough for any test game. */
const FACES = (() => {
  let x = 20240517;
  return Array.from({ length: 50_000 }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return (Math.floor(x / 65536) % 6) + 1;
  });
})();

/** The positions of the dice showing the most common face, to keep for the next roll. */
function keepMostCommon(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  dice.forEach((d) => (counts[d] = (counts[d] ?? 0) + 1));
  const face = counts.indexOf(Math.max(...counts));
  return dice.flatMap((d, i) => (d === face ? [i] : []));
}

export interface Played {
  readonly state: GameState;
  readonly last: GameEvent | null;
}

/**
 * Plays `names.length` seats of `ruleset`: every turn rolls, rerolls twice keeping the most
 * common face, and scores the box worth most (announcing after the first roll when only the
 * announce column is left). Stops after `turns` turns,
 * or when the game is finished; seats in `resign` resign at their first turn.
 */
export function playGame(ruleset: RulesetId, names: readonly string[], options: { turns?: number; resign?: readonly number[] } = {}): Played {
  const dice = scriptedDice(FACES);
  const created = unwrap(createGame({ ruleset, seats: names.length, creator: { id: 'p0', name: names[0] ?? '' } }));
  let state = created.state;
  let last: GameEvent | null = created.event;
  names.slice(1).forEach((name, i) => {
    ({ state, event: last } = unwrap(joinGame(state, { id: `p${i + 1}`, name })));
  });
  const act = (action: Parameters<typeof applyAction>[2]) => {
    ({ state, event: last } = unwrap(applyAction(state, `p${state.turn?.seat}`, action, dice)));
  };
  for (let played = 0; state.status === 'active' && played < (options.turns ?? Infinity); played++) {
    if (options.resign?.includes(state.turn?.seat ?? -1)) {
      act({ type: 'resign' });
      continue;
    }
    act({ type: 'roll' });
    const announceable = turnOptions(state).announceable;
    if (turnOptions(state).boxes.length === 0 && announceable[0]) act({ type: 'announce', category: announceable[0] });
    for (let keep = keepMostCommon(state.turn?.dice ?? []); turnOptions(state).canRoll && keep.length < (state.turn?.dice.length ?? 0); ) {
      act({ type: 'roll', keep });
      keep = keepMostCommon(state.turn?.dice ?? []);
    }
    const best = [...turnOptions(state).boxes].sort((a, b) => b.score - a.score)[0];
    if (!best) throw new Error('no box to score');
    act({ type: 'score', column: best.column, category: best.category });
  }
  return { state, last };
}

/** The sheet input of a played game. */
export function playedInput(played: Played, gameId = 'g-1'): GameSheetInput {
  return sheetInputFromGame(played.state, { gameId, date: '2024-05-17T20:15:00Z', lastEvent: played.last });
}

/**
 * The widest numbers a sheet can show: the best real scores, a middle of -125 in the first
 * column (Ones 5, Max 5, Min 30) or, with `huge`, 9999 in every box.
 */
export function extremeBoxes(ruleset: Ruleset, huge = false): number[] {
  const n = ruleset.categories.length;
  return Array.from({ length: boxesPerSheet(ruleset) }, (_, i) => {
    if (huge) return 9999;
    const category = ruleset.categories[i % n];
    const firstColumn = i < n;
    if (category?.scoring.kind === 'face') return category.scoring.face * 5;
    if (category?.id === 'max') return firstColumn ? 5 : 30;
    if (category?.id === 'min') return firstColumn ? 30 : 5;
    return 80;
  });
}

/** An 8-seat finished game sheet with extreme numbers and long names. */
export function extremeInput(ruleset: Ruleset, huge = false): GameSheetInput {
  const boxes = extremeBoxes(ruleset, huge);
  return {
    ruleset,
    title: `${ruleset.name}: the longest evening of the whole summer tournament`,
    gameId: 'g-0123456789abcdef0123456789abcdef',
    version: 99999,
    status: 'finished',
    date: '2024-12-31T23:59:59Z',
    seats: Array.from({ length: 8 }, (_, i) => ({
      name: i === 0 ? LONG_NAME : `Maximiliana Wolfeschlegelsteinhausen ${i}`,
      boxes,
      resigned: i === 7,
      place: i === 7 ? 8 : 1,
    })),
    turn: null,
    lastScored: { seat: 7, column: ruleset.columns[ruleset.columns.length - 1]?.id ?? 'free', category: 'ones' },
  };
}
