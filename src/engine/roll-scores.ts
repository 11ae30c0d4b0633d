import type { Face } from './ids.js';
import type { Ruleset } from './rulesets.js';
import { scoreDice } from './scoring.js';

/*
 * Scores by table. A score depends only on which faces the dice show, not on their order, and
 * there are few such rolls: 252 of five dice, 462 of six. So each ruleset gets, on first use, a
 * table from every distinct roll to its score in each category, filled by `scoreDice` (the
 * interpreter of the rulesets' scoring data stays the one statement of every scoring rule).
 *
 * A roll is found by its key, the sum of 7^(face-1) over its dice: the base-7 digits are the
 * face counts, which never carry while a roll has at most 6 dice. Summing needs no sort and
 * no allocation, and one shared array maps keys to rolls.
 */

/** The most dice a roll may have for its key to be exact (a face count must stay below 7). */
const MAX_DICE = 6;
/** POWER[face] = 7^(face-1); undefined for anything but a face, so bad dice are noticed. */
const POWER: readonly (number | undefined)[] = [undefined, 1, 7, 49, 343, 2401, 16807];
/** KEY_ROLL[key] = the roll's position among the distinct rolls of its dice count, -1 until listed. */
const KEY_ROLL = new Int16Array(7 ** MAX_DICE).fill(-1);
/** The distinct rolls of each dice count, as sorted faces; listed on first use. */
const ROLLS: (readonly Face[][] | undefined)[] = [];

/** Every distinct roll of `n` dice (sorted faces), registering each roll's key. */
function rollsOf(n: number): readonly Face[][] {
  let rolls = ROLLS[n];
  if (!rolls) {
    const listed: Face[][] = [];
    const extend = (roll: Face[], lowest: number) => {
      if (roll.length === n) {
        KEY_ROLL[keyOf(roll)] = listed.length;
        listed.push(roll);
        return;
      }
      for (let face = lowest; face <= 6; face++) extend([...roll, face as Face], face);
    };
    extend([], 1);
    ROLLS[n] = rolls = listed;
  }
  return rolls;
}

/** The key of a roll, or -1 when a die is not a face. */
function keyOf(dice: readonly number[]): number {
  let key = 0;
  for (let i = 0; i < dice.length; i++) {
    const power = POWER[dice[i] as number];
    if (power === undefined) return -1;
    key += power;
  }
  return key;
}

/** Per ruleset: the scores of each distinct roll, one frozen row per roll, categories in ruleset order. */
const tables = new WeakMap<Ruleset, readonly (readonly number[])[]>();

function tableOf(ruleset: Ruleset): readonly (readonly number[])[] {
  let table = tables.get(ruleset);
  if (!table) {
    table = rollsOf(ruleset.dice).map((roll) => Object.freeze(ruleset.categories.map((c) => scoreDice(c.scoring, roll))));
    tables.set(ruleset, table);
  }
  return table;
}

/**
 * The score `dice` would get in each category of `ruleset`, in category order: the same
 * numbers as `scoreDice` gives category by category, from a table built on first use. The
 * table's rows are shared and frozen: read them, never change them. Dice of another count
 * than the ruleset's, or that are not faces, are scored one category at a time, in a new array.
 */
export function rollScores(ruleset: Ruleset, dice: readonly Face[]): readonly number[] {
  if (dice.length === ruleset.dice && dice.length <= MAX_DICE) {
    const table = tableOf(ruleset);
    const key = keyOf(dice);
    const row = key < 0 ? undefined : table[KEY_ROLL[key] ?? -1];
    if (row) return row;
  }
  return ruleset.categories.map((c) => scoreDice(c.scoring, dice));
}
