import { useEffect, useRef } from 'preact/hooks';

/*
 * Keyboard play: keys 1 to N keep or release a die, Space rolls. Keys typed into a field are
 * left alone, and Space on a focused control (a die, a box, a link) does what it does there.
 */

const INTERACTIVE = 'input, select, textarea, button, a[href], summary, [contenteditable]';

export function useKeys(handlers: { count: number; toggle(position: number): void; roll(): void }): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as Element | null;
      if (target?.closest?.('input, select, textarea, [contenteditable]')) return;
      const { count, toggle, roll } = latest.current;
      const digit = /^[1-9]$/.test(event.key) ? Number(event.key) : 0;
      if (digit >= 1 && digit <= count) {
        event.preventDefault();
        toggle(digit - 1);
      } else if (event.key === ' ' && !target?.closest?.(INTERACTIVE)) {
        event.preventDefault();
        roll();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
