import { type ComponentChildren, createContext } from 'preact';
import { useCallback, useContext, useState } from 'preact/hooks';

/*
 * One polite live region for the whole app: results (a roll, a score, an opponent's move, the
 * end of a game) are announced there, and shown, without taking the focus.
 */

type Announce = (message: string) => void;
const AnnounceContext = createContext<Announce>(() => undefined);

export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

export function Announcer({ children }: { children: ComponentChildren }) {
  const [message, setMessage] = useState({ text: '', n: 0 });
  // A repeated message is announced again: the key makes it a new node.
  const announce = useCallback<Announce>((text) => setMessage((m) => ({ text, n: m.n + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div class="announcer" role="status" aria-live="polite" aria-atomic="true">
        <span key={message.n}>{message.text}</span>
      </div>
    </AnnounceContext.Provider>
  );
}
