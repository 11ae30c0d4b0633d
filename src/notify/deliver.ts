import type { DeliveryOptions, DeliveryResult } from './send.js';
import { sendRequest } from './send.js';
import { signWebhook } from './sign.js';

export { DEFAULT_TIMEOUT_MS, DEFAULT_USER_AGENT, MAX_RESPONSE_BYTES, type DeliveryError, type DeliveryOptions, type DeliveryResult } from './send.js';

/** The event envelope, as every channel sends it. */
export interface WebhookEvent {
  /** `<gameId>.<version>.<n>`; also the `webhook-id` header. */
  id: string;
  type: string;
  timestamp: string;
  data: unknown;
}

/** Where and what to deliver. */
export interface DeliveryTarget {
  url: string;
  /** The endpoint's secrets in the clear (opened with `openSecret`); two while one rotates. */
  secrets: readonly string[];
  event: WebhookEvent;
}

/**
 * Sends one webhook attempt: a POST of the event as JSON, signed with every secret (Standard
 * Webhooks headers), through `sendRequest` (the SSRF check at connect time, no redirect, no
 * reused connection). Never throws for anything the endpoint or the network does; throws a
 * TypeError only for a caller's mistake (no secrets, a malformed secret or event id).
 */
export async function deliver(target: DeliveryTarget, options: DeliveryOptions = {}): Promise<DeliveryResult> {
  const body = JSON.stringify(target.event);
  const now = (options.now ?? (() => new Date()))();
  const signed = signWebhook({ id: target.event.id, timestamp: now, body, secrets: target.secrets });
  return sendRequest({ url: target.url, headers: { ...signed, 'content-type': 'application/json' }, body }, { ...options, now: () => now });
}
