import type { DeliveryOptions, DeliveryResult } from './send.js';
import { sendRequest } from './send.js';
import type { VapidKeys } from './vapid.js';

/*
 * One Web Push message (RFC 8030): the payload encrypted to the browser's keys (RFC 8291,
 * `aes128gcm`) and the request signed with the server's VAPID key (RFC 8292), both by the
 * `web-push` library's `generateRequestDetails`, then sent through `sendRequest` like a
 * webhook: the SSRF check at connect time, bounded, no redirect. (The library's own
 * `sendNotification` would speak https to any address.) The library is loaded on the first
 * push, so a process that never pushes (the API's functions) never loads it.
 */

export const PUSH_USER_AGENT = 'yamb-api-push/1';

/** RFC 8030's urgencies. */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface PushOptions extends DeliveryOptions {
  readonly vapid: VapidKeys & { readonly subject: string };
  /** How long the push service keeps the message for an offline browser, in seconds. */
  readonly ttlSeconds: number;
  readonly urgency: PushUrgency;
}

/** The one function of the library used here. */
interface WebPush {
  readonly generateRequestDetails: typeof import('web-push').generateRequestDetails;
}
let library: Promise<WebPush> | undefined;
// A CommonJS package: bundled, its namespace has it as `default`; in Node, as both.
const webPush = (): Promise<WebPush> => (library ??= import('web-push').then((m) => (m as unknown as { default?: WebPush }).default ?? m));

/**
 * Sends `payload` to the browser behind `target`. A push service answers 201 when it took the
 * message; 404 and 410 say the subscription is gone (both are `GONE` here). Never throws for
 * what the push service or the network does.
 */
export async function sendPush(target: PushTarget, payload: string, options: PushOptions): Promise<DeliveryResult> {
  const { generateRequestDetails } = await webPush();
  let details: ReturnType<WebPush['generateRequestDetails']>;
  try {
    details = generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: options.vapid,
      TTL: Math.max(0, Math.floor(options.ttlSeconds)),
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    });
  } catch (error) {
    // Keys that were checked when stored cannot fail here; a subscription that does is useless.
    return { ok: false, error: 'GONE', detail: `the subscription cannot be encrypted to (${(error as Error).message})`, durationMs: 0 };
  }
  // sendRequest sets the length itself.
  const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
  const result = await sendRequest({ url: details.endpoint, headers, body: details.body ?? '' }, { userAgent: PUSH_USER_AGENT, ...options });
  return result.status === 404 ? { ...result, error: 'GONE' } : result;
}
