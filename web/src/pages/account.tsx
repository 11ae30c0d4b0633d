import { useState } from 'preact/hooks';
import { useAnnounce } from '../live.js';
import { useSession } from '../session.js';
import { Section } from '../ui.js';

/** The access token, shown on request to copy it to another device. */
export function AccountCard() {
  const session = useSession();
  const [shown, setShown] = useState(false);
  const announce = useAnnounce();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(session.token ?? '');
      announce('Token copied.');
    } catch {
      announce('Copying was refused: select the token and copy it.');
    }
  };
  return (
    <Section title="Your access token">
      <p>
        Your player id is <code>{session.player?.id}</code>: other players invite you to their games with it.
      </p>
      <p>Sign in on another device with this token. Keep it secret: it acts for you.</p>
      <button type="button" aria-expanded={shown} aria-controls="token-shown" onClick={() => setShown(!shown)}>
        {shown ? 'Hide token' : 'Show token'}
      </button>
      {shown && (
        <div id="token-shown" class="token">
          <label for="token-value">Your token</label>
          <input id="token-value" readOnly value={session.token ?? ''} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" onClick={() => void copy()}>
            Copy token
          </button>
        </div>
      )}
    </Section>
  );
}
