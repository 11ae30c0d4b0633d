import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlineError, NO_DEADLINE, scopedParts, startDeadline, withDeadline } from '../../src/store/deadline.js';
import type { Deadline } from '../../src/store/deadline.js';

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

describe('scopedParts', () => {
  const parts = (made: string[]) => ({
    clock: (deadline: Deadline) => (made.push('clock'), { deadlineOfClock: () => deadline }),
    bell: (deadline: Deadline) => (made.push('bell'), { deadlineOfBell: () => deadline }),
  });

  it('makes the first whole, over no deadline, and its own properties can be spread', () => {
    const made: string[] = [];
    const root = scopedParts((deadline: Deadline) => deadline, parts(made));
    expect(made).toEqual(['clock', 'bell']);
    expect(root.deadlineOfClock()).toBe(NO_DEADLINE);
    expect({ ...root }.deadlineOfBell()).toBe(NO_DEADLINE);
  });

  it('makes the same over another deadline, each part only when one of its functions is first asked for, and again from that one', () => {
    const made: string[] = [];
    const root = scopedParts((deadline: Deadline) => deadline, parts(made));
    made.length = 0;
    const request = startDeadline(1_000);
    const inner = root.within(request);
    expect(made).toEqual([]);
    expect(inner.deadlineOfClock()).toBe(request);
    expect(inner.deadlineOfClock()).toBe(request);
    expect(made).toEqual(['clock']);
    const page = startDeadline(500);
    const paged = inner.within(page);
    expect(paged.deadlineOfBell()).toBe(page);
    expect(inner.deadlineOfBell()).toBe(request);
    expect(made).toEqual(['clock', 'bell', 'bell']);
    for (const d of [request, page]) d.end();
  });
});
