import type { EndpointKind, EventView, PushSubscriptionRecord, WebhookRecord } from '../contract/index.js';
import type { Logger } from '../log.js';
import type { MetricsSink } from '../metrics.js';
import { METRIC } from '../metrics.js';
import type { DeliveryOptions, DeliveryResult, Keyring, VapidKeys, WebhookEvent } from '../notify/index.js';
import { deliver, openSecret, retryDelaySeconds, sendPush } from '../notify/index.js';
import type { NotifyStore, WrittenItem } from '../store/index.js';
import { allSettled } from '../store/index.js';
import type { GrantCheck } from './grants.js';
import { GRANT_REVOKED_REASON } from './grants.js';
import type { PushParts } from './push-words.js';
import { isPushEventType, pushFor } from './push-words.js';

/*
 * Endpoints: what the dispatcher delivers a player's events to, one shape for both kinds. A
 * webhook takes every event of its chosen types, signed (Standard Webhooks), and keeps a log of
 * its attempts; a push subscription takes the events that concern its person, as encrypted
 * Web Push messages in words. Each says whether one attempt landed and whether the endpoint is
 * gone for good (410; for push, 404 too), and how it is dropped then.
 */

/** How the server signs pushes: its VAPID keys (read when first needed) and its contact. */
export interface PushSigning {
  readonly keys: () => Promise<VapidKeys>;
  /** The VAPID `sub` claim: a `mailto:` or `https:` URL push services may contact. */
  readonly subject: string;
}

export interface EndpointDeps {
  readonly notify: NotifyStore;
  /** The keyring, read when a webhook secret is first opened. */
  readonly keyring: () => Promise<Keyring>;
  readonly clock: () => number;
  readonly retrySchedule: readonly number[];
  readonly delivery: Omit<DeliveryOptions, 'now'>;
  /** Web Push; without it, players' push subscriptions receive nothing. */
  readonly push: PushSigning | null;
  readonly metrics: MetricsSink;
  readonly log: Logger;
  /** Whether the app grant that created a webhook still works (grants.ts); every grant does when absent. */
  readonly grants?: GrantCheck | undefined;
}

export interface Endpoint {
  readonly kind: EndpointKind;
  readonly id: string;
  readonly playerId: string;
  /** Events from then on are delivered. */
  readonly createdAt: number;
  /** Whether it takes `event`, one its player receives of `from` (a game or a tournament). */
  takes(event: EventView, from: WrittenItem): boolean;
  /** One attempt (`attempt` counts from 1): whether it landed, and whether the endpoint is gone. */
  send(event: EventView, attempt: number, from: WrittenItem): Promise<{ ok: boolean; gone: boolean }>;
  /** Stops deliveries to it for good. */
  drop(reason: string): Promise<void>;
}

/** The delivery log's words for a failed attempt: the code and its detail (which names no address). */
export const attemptError = (result: DeliveryResult) => (result.error ? `${result.error}${result.detail ? `: ${result.detail}` : ''}` : null);

/** One attempt of `event` to a webhook, counted and logged in its delivery log; `timeoutMs` bounds it (the test call's). */
export async function webhookAttempt(deps: EndpointDeps, hook: WebhookRecord, event: WebhookEvent, attempt: number, timeoutMs?: number): Promise<DeliveryResult> {
  const { clock, notify } = deps;
  const keyring = await deps.keyring();
  const previous = hook.previousSecret && hook.previousSecret.until > clock() ? openSecret(hook.previousSecret.sealed, keyring, { context: hook.id }) : null;
  const secrets = [openSecret(hook.secret, keyring, { context: hook.id }), ...(previous ? [previous] : [])];
  const options = { ...deps.delivery, ...(timeoutMs !== undefined && { timeoutMs: Math.min(timeoutMs, deps.delivery.timeoutMs ?? timeoutMs) }), now: () => new Date(clock()) };
  const result = await deliver({ url: hook.url, secrets, event }, options);
  deps.metrics.count(METRIC.webhookDeliveries);
  if (!result.ok) deps.metrics.count(METRIC.webhookFailures);
  const delay = result.ok || result.error === 'GONE' || event.type === 'webhook.test' ? null : retryDelaySeconds(attempt, deps.retrySchedule);
  await notify.logAttempt({
    webhookId: hook.id,
    eventId: event.id,
    type: event.type,
    at: clock(),
    attempt,
    status: result.status ?? null,
    error: attemptError(result),
    durationMs: Math.round(result.durationMs),
    nextRetryAt: delay === null ? null : clock() + delay * 1000,
  });
  return result;
}

export function webhookEndpoint(deps: EndpointDeps, hook: WebhookRecord): Endpoint {
  const wanted = new Set(hook.events);
  return {
    kind: 'webhook',
    id: hook.id,
    playerId: hook.playerId,
    createdAt: hook.createdAt,
    takes: (event) => wanted.size === 0 || wanted.has(event.type),
    async send(event, attempt) {
      const result = await webhookAttempt(deps, hook, event, attempt);
      return { ok: result.ok, gone: result.error === 'GONE' };
    },
    drop: (reason) => deps.notify.disableWebhook(hook.playerId, hook.id, deps.clock(), reason),
  };
}

/** One push of `parts` to a subscription, counted; a failure is logged for the operator (the person has no delivery log). */
export async function pushAttempt(deps: EndpointDeps, sub: PushSubscriptionRecord, parts: PushParts): Promise<DeliveryResult> {
  if (!deps.push) return { ok: false, error: 'NETWORK', detail: 'this server sends no pushes', durationMs: 0 };
  const keys = await deps.push.keys();
  const result = await sendPush(sub, JSON.stringify(parts.message), {
    ...deps.delivery,
    vapid: { ...keys, subject: deps.push.subject },
    ttlSeconds: parts.ttlSeconds,
    urgency: parts.urgency,
  });
  deps.metrics.count(METRIC.pushDeliveries);
  if (!result.ok) {
    deps.metrics.count(METRIC.pushFailures);
    deps.log({ level: 'warn', msg: 'push not delivered', subscriptionId: sub.id, eventId: parts.message.eventId, status: result.status ?? null, error: attemptError(result) });
  }
  return result;
}

export function pushEndpoint(deps: EndpointDeps, sub: PushSubscriptionRecord): Endpoint {
  const wanted = new Set(sub.events);
  const concerns = (event: EventView, from: WrittenItem) => pushFor(event, from, sub.playerId, deps.clock());
  return {
    kind: 'push',
    id: sub.id,
    playerId: sub.playerId,
    createdAt: sub.createdAt,
    takes: (event, from) => isPushEventType(event.type) && (wanted.size === 0 || wanted.has(event.type)) && concerns(event, from) !== null,
    async send(event, _attempt, from) {
      const parts = concerns(event, from);
      if (!parts) return { ok: true, gone: false };
      const result = await pushAttempt(deps, sub, parts);
      return { ok: result.ok, gone: result.error === 'GONE' };
    },
    drop: () => deps.notify.deletePushSubscription(sub.playerId, sub.id),
  };
}

/** Whether a subscription wants the turn reminders: it takes `turn.started`. */
export const wantsTurns = (sub: PushSubscriptionRecord) => sub.events.length === 0 || sub.events.includes('turn.started');

/**
 * A player's endpoints as this instance last read them, for `ttlMs` (the table's stream hands
 * the dispatcher every move; reading them on each would double its reads).
 */
export function endpointCache(deps: EndpointDeps, ttlMs: number) {
  const cached = new Map<string, { webhooks: WebhookRecord[]; subscriptions: PushSubscriptionRecord[]; until: number }>();
  async function read(playerId: string) {
    const hit = cached.get(playerId);
    if (hit && hit.until > deps.clock()) return hit;
    const [webhooks, subscriptions] = await Promise.all([deps.notify.webhooksOf(playerId), deps.push ? deps.notify.pushSubscriptionsOf(playerId) : Promise.resolve([])]);
    const enabled = webhooks.filter((w) => w.disabled === null);
    const active = await Promise.all(enabled.map((w) => deps.grants?.isActive(playerId, w.grantId) ?? true));
    // A webhook an app made stops with the app's grant: disabled, so its player sees why.
    await allSettled(enabled.filter((_, i) => !active[i]).map((w) => deps.notify.disableWebhook(playerId, w.id, deps.clock(), GRANT_REVOKED_REASON)));
    // So does a push subscription an app registered: deleted (a subscription has no disabled state; the app may register again once granted again).
    const live = await Promise.all(subscriptions.map((s) => (s.grantId ? (deps.grants?.isActive(playerId, s.grantId) ?? true) : true)));
    await allSettled(subscriptions.filter((_, i) => !live[i]).map((s) => deps.notify.deletePushSubscription(playerId, s.id)));
    const entry = { webhooks: enabled.filter((_, i) => active[i]), subscriptions: subscriptions.filter((_, i) => live[i]), until: deps.clock() + ttlMs };
    if (cached.size > 10_000) cached.clear();
    cached.set(playerId, entry);
    return entry;
  }
  return {
    /** Every endpoint of the player: webhooks that are not disabled, and push subscriptions. */
    async of(playerId: string): Promise<Endpoint[]> {
      const { webhooks, subscriptions } = await read(playerId);
      return [...webhooks.map((w) => webhookEndpoint(deps, w)), ...subscriptions.map((s) => pushEndpoint(deps, s))];
    },
    /** The player's push subscriptions. */
    async subscriptions(playerId: string): Promise<PushSubscriptionRecord[]> {
      return (await read(playerId)).subscriptions;
    },
    forget(playerId: string): void {
      cached.delete(playerId);
    },
  };
}
