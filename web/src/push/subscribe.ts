import type { Api, PushSubscriptionJson } from '../api.js';

/*
 * The push code proper, loaded only when a person turns notifications on or off (a dynamic
 * import from notify-me.tsx), so the first screen carries none of it. Permission is asked by
 * the caller, in the click's handler, before this module loads: the gesture is what lets the
 * browser ask, and a slow download must not outlast it.
 */

type PushApi = Pick<Api, 'pushKey' | 'subscribePush' | 'pushSubscriptions' | 'unsubscribePush'>;

/** The key as `applicationServerKey` takes it: the bytes of its base64url. */
function keyBytes(base64url: string): Uint8Array {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Subscribes this browser (or reuses its subscription) with the server's key, and registers it for the player. */
export async function turnOn(api: PushApi): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await api.pushKey()) as BufferSource }));
  await api.subscribePush(subscription.toJSON() as PushSubscriptionJson);
}

/**
 * Stops this browser's pushes: first on the server (nothing is pushed to it afterwards), then
 * in the browser. Done in that order, a failure leaves the switch on rather than a server
 * pushing to a browser that thinks it is off.
 */
export async function turnOff(api: PushApi): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  // The server keeps the endpoint as a normalised URL.
  const endpoint = new URL(subscription.endpoint).href;
  const registered = (await api.pushSubscriptions()).filter((s) => s.endpoint === endpoint);
  for (const s of registered) await api.unsubscribePush(s.id);
  await subscription.unsubscribe();
}
