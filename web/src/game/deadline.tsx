import { useEffect, useState } from 'preact/hooks';

/** "1 d 02:03:04", "12:05", "0:09": the time left, counted down each second. */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d} d ${two(h)}:${two(m)}:${two(s)}`;
  if (h > 0) return `${h}:${two(m)}:${two(s)}`;
  return `${m}:${two(s)}`;
}

/** The turn's deadline counting down (a timer role: not announced every second). */
export function Deadline({ deadline }: { deadline: string }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = Date.parse(deadline) - now;
  return (
    <p class="deadline">
      Time left:{' '}
      <time role="timer" dateTime={deadline} aria-label="Time left in this turn">
        {left > 0 ? formatLeft(left) : 'time is up'}
      </time>
    </p>
  );
}
