import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlineError, NO_DEADLINE, scoped, startDeadline, withDeadline } from '../../src/store/deadline.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('a request deadline', () => {
  it('gives every call of the request the one signal, which aborts when the budget is spent', async () => {
    vi.useFakeTimers();
    const deadline = startDeadline(1_000);
    const first = deadline.options().abortSignal;
    expect(first).toBeDefined();
    expect(deadline.options().abortSignal).toBe(first);
    expect(first!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(first!.aborted).toBe(true);
    expect((first!.reason as DOMException).name).toBe('TimeoutError');
    // A call started after the budget is spent is refused before it is sent.
    expect(() => deadline.options()).toThrow(DeadlineError);
  });

  it('calls the listeners still listening when it aborts, and only those, once', async () => {
    vi.useFakeTimers();
    const deadline = startDeadline(1_000);
    const signal = deadline.options().abortSignal!;
    const heard: string[] = [];
    const ended = () => heard.push('ended call');
    signal.addEventListener('abort', ended);
    signal.addEventListener('abort', () => heard.push('running call'));
    signal.addEventListener('abort', { handleEvent: (event: Event) => heard.push(`object listener: ${event.type}`) });
    signal.removeEventListener('abort', ended);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).toEqual(['running call', 'object listener: abort']);
  });

  it('ending the request keeps its timer only while a call it left running listens', async () => {
    vi.useFakeTimers();
    const idle = startDeadline(1_000);
    idle.options();
    idle.end();
    expect(vi.getTimerCount()).toBe(0);
    const busy = startDeadline(1_000);
    const signal = busy.options().abortSignal!;
    const running = vi.fn();
    signal.addEventListener('abort', running);
    busy.end();
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(running).toHaveBeenCalledTimes(1);
  });

  it('once the request has ended, a call it left running gets a timer of its own for the time left', async () => {
    vi.useFakeTimers();
    const deadline = startDeadline(1_000);
    const during = deadline.options().abortSignal!;
    deadline.end();
    const after = deadline.options().abortSignal!;
    expect(after).not.toBe(during);
    expect(after.aborted).toBe(false);
  });

  it('withDeadline ends the deadline when its work settles, whichever way', async () => {
    let seen: ReturnType<typeof startDeadline> | undefined;
    await expect(
      withDeadline(1_000, async (deadline) => {
        seen = deadline;
        deadline.options();
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    const during = seen!.options().abortSignal;
    // Ended: the next call has its own signal, not the request's.
    expect(seen!.options().abortSignal).not.toBe(during);
  });

  it('no deadline gives calls no signal', () => {
    expect(NO_DEADLINE.options()).toEqual({});
  });
});

describe('scoped', () => {
  it('makes the same thing over another deadline, and again from that one', () => {
    const made: unknown[] = [];
    const root = scoped((deadline) => {
      made.push(deadline);
      return { deadline };
    });
    expect(root.deadline).toBe(NO_DEADLINE);
    const request = startDeadline(1_000);
    const inner = root.within(request);
    expect(inner.deadline).toBe(request);
    const page = startDeadline(500);
    expect(inner.within(page).deadline).toBe(page);
    expect(made).toEqual([NO_DEADLINE, request, page]);
    for (const d of [request, page]) d.end();
  });
});
