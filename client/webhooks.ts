import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { GameEvent } from './events.js';

/*
 * Webhook deliveries are signed as Standard Webhooks 1.0 defines, and checked here with that
 * specification's own library. It is an optional peer dependency, imported only by this
 * subpath (`yamb-client/webhooks`), so a browser app that never receives webhooks does not
 * bundle it: `npm install standardwebhooks` beside yamb-client on the server that receives them.
 */

export { WebhookVerificationError };

/** What `POST /v1/webhooks/{id}/test` sends: not a game's event, so its data names the webhook. */
export interface WebhookTestEvent {
  readonly id: string;
  readonly type: 'webhook.test';
  readonly timestamp: string;
  readonly data: { readonly webhookId: string };
}

export type WebhookEvent = GameEvent | WebhookTestEvent;

/** Request headers as fetch (`Headers`) or Node's `http` (`req.headers`) gives them. */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * A verifier for one webhook's secret (`whsec_...`, shown once when it was registered).
 * Give it the raw body, before any JSON parsing, and the request's headers: it checks the
 * signature (either of two during a secret rotation) and refuses a timestamp more than five
 * minutes away (a replay), then returns the event. It throws WebhookVerificationError
 * otherwise: answer such a request with a 4xx and do nothing else.
 */
export function createWebhookVerifier(secret: string): (body: string | Uint8Array, headers: WebhookHeaders) => WebhookEvent {
  const webhook = new Webhook(secret);
  return (body, headers) => {
    const raw = typeof body === 'string' ? body : new TextDecoder().decode(body);
    return webhook.verify(raw, signatureHeaders(headers)) as WebhookEvent;
  };
}

/** Verifies one delivery (see createWebhookVerifier). */
export function verifyWebhook(secret: string, body: string | Uint8Array, headers: WebhookHeaders): WebhookEvent {
  return createWebhookVerifier(secret)(body, headers);
}

const NAMES = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function signatureHeaders(headers: WebhookHeaders): Record<string, string> {
  const read = (name: string): string => {
    if (headers instanceof Headers) return headers.get(name) ?? '';
    const value = headers[name] ?? headers[name.toLowerCase()];
    return typeof value === 'string' ? value : (value ?? []).join(' ');
  };
  return Object.fromEntries(NAMES.map((name) => [name, read(name)]));
}
