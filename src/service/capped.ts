import { ApiError } from '../contract/index.js';

/*
 * One more of a player's items under a cap (webhooks, push subscriptions; API.md: the 11th is
 * 409 LIMIT_REACHED, the same code for every count cap). The count is read before the write,
 * which refuses the ordinary case with nothing written. Two creations can race past that read
 * (two instances, one player): so the count is read again after the write, strongly
 * consistent, and a creation that then finds the cap passed takes itself back and is refused.
 * At rest the cap holds; two creations that race for the last place may both be refused, never
 * both kept.
 */

export interface CappedCreation<T> {
  readonly limit: number;
  /** "webhooks", "push subscriptions": what the refusal counts. */
  readonly what: string;
  /** The player's items, strongly consistent. */
  readonly count: () => Promise<number>;
  /** Writes the new item (settled even when its reply is lost). */
  readonly create: () => Promise<T>;
  /** Takes the new item back. */
  readonly remove: (item: T) => Promise<void>;
}

const refusal = (limit: number, what: string) => new ApiError('LIMIT_REACHED', `a player may register at most ${limit} ${what}; delete one first`, { limit });

export async function createCapped<T>({ limit, what, count, create, remove }: CappedCreation<T>): Promise<T> {
  if ((await count()) >= limit) throw refusal(limit, what);
  const item = await create();
  if ((await count()) > limit) {
    await remove(item);
    throw refusal(limit, what);
  }
  return item;
}
