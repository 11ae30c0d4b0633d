import { useEffect, useState } from 'preact/hooks';
import { useAnnounce } from '../live.js';
import { useSession } from '../session.js';
import { ErrorNote } from '../ui.js';

/*
 * "Notify me": turns this browser's push notifications on or off for the player. The browser
 * asks the person for permission only when the button is pressed (browsers refuse, or quietly
 * block, a request no gesture asked for). The subscribing itself is in subscribe.ts, loaded
 * only then; the service worker (sw/sw.ts) shows what arrives.
 */

type State = 'unknown' | 'off' | 'on' | 'blocked';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export function NotifyMe() {
  const { api } = useSession();
  const announce = useAnnounce();
  const [state, setState] = useState<State>('unknown');
  const [error, setError] = useState<unknown>(null);
  // While busy, the button keeps its words (and is disabled): what it says is what is so.
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported()) return;
    if (Notification.permission === 'denied') return setState('blocked');
    let live = true;
    // On: permission given, this browser subscribed, and the subscription registered for this player
    // (another player may have turned it on in this browser).
    const registered = async () => {
      if (Notification.permission !== 'granted') return false;
      const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
      if (!subscription) return false;
      const endpoint = new URL(subscription.endpoint).href;
      return (await api.pushSubscriptions()).some((s) => s.endpoint === endpoint);
    };
    void registered()
      .catch(() => false)
      .then((on) => live && setState(on ? 'on' : 'off'));
    return () => {
      live = false;
    };
  }, [api]);

  const turnOn = async () => {
    setBusy(true);
    setError(null);
    // Asked first, in the click's handler, before anything is downloaded: the gesture is what lets the browser ask.
    const permission = Notification.requestPermission();
    const push = import('./subscribe.js');
    try {
      const answer = await permission;
      if (answer !== 'granted') return setState(answer === 'denied' ? 'blocked' : 'off');
      await (await push).turnOn(api);
      setState('on');
      announce('Notifications are on for this browser.');
    } catch (failure) {
      setError(failure);
      setState('off');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setError(null);
    try {
      await (await import('./subscribe.js')).turnOff(api);
      setState('off');
      announce('Notifications are off for this browser.');
    } catch (failure) {
      setError(failure);
      setState('on');
    } finally {
      setBusy(false);
    }
  };

  if (!supported() || state === 'unknown') return null;
  if (state === 'blocked') return <p class="muted small">Notifications are blocked for this site. Allow them in the browser's site settings to be told when it is your turn.</p>;
  const on = state === 'on';
  return (
    <p class="notify-me">
      <button type="button" disabled={busy} onClick={() => void (on ? turnOff() : turnOn())} aria-describedby="notify-me-why">
        {on ? 'Stop notifications' : 'Notify me'}
      </button>{' '}
      <span id="notify-me-why" class="muted small">
        {on ? 'Notifications are on for this browser: you are told when it is your turn.' : 'when it is my turn, on this browser'}
      </span>
      <ErrorNote error={error} />
    </p>
  );
}
