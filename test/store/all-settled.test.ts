import { describe, expect, it } from 'vitest';
import { allSettled } from '../../src/store/retry.js';

describe('allSettled (writes side by side)', () => {
  it('throws the first failure only after every sibling write has ended', async () => {
    let sibling = 'running';
    const slow = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
      sibling = 'ended';
    });
    const error = await allSettled([Promise.reject(new Error('first')), slow, Promise.reject(new Error('second'))]).catch((e: unknown) => e);
    expect((error as Error).message).toBe('first');
    expect(sibling).toBe('ended');
  });

  it('returns every result in order when all succeed', async () => {
    expect(await allSettled([Promise.resolve(1), Promise.resolve('two')])).toEqual([1, 'two']);
  });
});
