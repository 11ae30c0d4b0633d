import type { Face } from './ids.js';

/**
 * Where dice come from. The engine never draws randomness itself: the service passes a
 * source seeded per game, tests and replays pass scripted dice.
 */
export interface DiceSource {
  /** `count` new faces, for the rerolled positions in ascending order. */
  roll(count: number): Face[];
}

/** Dice from a fixed script, in order; throws when the script runs out (a test or replay bug). */
export function scriptedDice(faces: Iterable<number>): DiceSource {
  const queue = [...faces];
  return {
    roll(count) {
      if (queue.length < count) throw new Error(`scripted dice exhausted: ${count} wanted, ${queue.length} left`);
      return queue.splice(0, count).map(toFace);
    },
  };
}

export function toFace(value: number): Face {
  if (!Number.isInteger(value) || value < 1 || value > 6) throw new Error(`not a die face: ${value}`);
  return value as Face;
}
