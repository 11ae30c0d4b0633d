/** A seeded PRNG (mulberry32): the same seed gives the same game choices on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TurnLike {
  rollsUsed: number;
  canRoll: boolean;
  dice: readonly number[];
  announceable: readonly string[];
  available: readonly { column: string; category: string; score: number }[];
}

export type PlayRequest =
  | { type: 'roll'; keep: number[] }
  | { type: 'announce'; category: string }
  | { type: 'score'; column: string; category: string };

/**
 * A legal next action for the turn a game view shows, chosen with `random`: roll first,
 * sometimes announce, sometimes roll again keeping some dice, otherwise score an available box.
 */
export function chooseAction(turn: TurnLike, random: () => number): PlayRequest {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  if (turn.rollsUsed === 0) {
    return turn.announceable.length > 0 && random() < 0.1 ? { type: 'announce', category: pick(turn.announceable) } : { type: 'roll', keep: [] };
  }
  if (turn.available.length === 0) return { type: 'announce', category: pick(turn.announceable) };
  if (turn.announceable.length > 0 && random() < 0.15) return { type: 'announce', category: pick(turn.announceable) };
  if (turn.canRoll && random() < 0.5) {
    const keep = turn.dice.map((_, i) => i).filter(() => random() < 0.5);
    return { type: 'roll', keep: keep.length === turn.dice.length ? keep.slice(1) : keep };
  }
  const box = pick(turn.available);
  return { type: 'score', column: box.column, category: box.category };
}
