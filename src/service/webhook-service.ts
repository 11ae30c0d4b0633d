import type { DeliveryAttemptView, WebhookView, DeliveryAttempt, WebhookRecord, Page } from '../contract/index.js';
import { ApiError, MAX_WEBHOOKS } from '../contract/index.js';
import type { Keyring, Resolve } from '../notify/index.js';
import { checkWebhookUrl, createWebhookSecret, KeyringError, sealSecret } from '../notify/index.js';
import type { NotifyStore } from '../store/index.js';
import { allSettled } from '../store/index.js';
import { GRANT_REVOKED_REASON } from './grants.js';
import { createCapped } from './capped.js';
import type { Dispatcher } from './dispatcher.js';
import { attemptError } from './endpoints.js';
import { withCursor } from './errors.js';
import type { RandomBytes } from './secrets.js';
import { ID_PATTERN, newId, sameDigest } from './secrets.js';
import type { ReadBack } from './settle.js';
import { settleWrite } from './settle.js';
import { iso } from './view.js';

/** How long a rotated-out secret keeps signing beside the new one. */
export const ROTATION_WINDOW_MS = 24 * 3_600_000;

export interface WebhookServiceOptions {
  readonly notify: NotifyStore;
  readonly dispatcher: Dispatcher;
  /** The service's keyring, read once when first needed (`keyringLoader`). */
  readonly keyring: () => Promise<Keyring>;
  readonly clock: () => number;
  readonly random: RandomBytes;
  /** Allow `http` and private addresses (the local server); production refuses them. */
  readonly allowPrivate: boolean;
  readonly resolve?: Resolve;
}

export function webhookView(w: WebhookRecord, now: number): WebhookView {
  return {
    id: w.id,
    url: w.url,
    events: [...w.events] as WebhookView['events'],
    createdAt: iso(w.createdAt),
    disabled: w.disabled ? { at: iso(w.disabled.at), reason: w.disabled.reason } : null,
    secretRotation: w.previousSecret && w.previousSecret.until > now ? { previousValidUntil: iso(w.previousSecret.until) } : null,
    grantId: w.grantId ?? null,
  };
}

const attemptView = (a: DeliveryAttempt): DeliveryAttemptView => ({
  eventId: a.eventId,
  type: a.type,
  at: iso(a.at),
  attempt: a.attempt,
  status: a.status,
  error: a.error,
  durationMs: a.durationMs,
  nextRetryAt: a.nextRetryAt === null ? null : iso(a.nextRetryAt),
});

/** A player's webhooks: registration (with the SSRF check), listing, removal, secret rotation, a test delivery and the delivery log. */
export function createWebhookService({ notify, dispatcher, keyring: loadKeyring, clock, random, allowPrivate, resolve }: WebhookServiceOptions) {
  /** The keyring; a read of it that fails for now (its secret store did not answer) is the client's to repeat. */
  const keyring = () =>
    loadKeyring().catch((error: unknown) => {
      if (error instanceof KeyringError) throw error;
      throw new ApiError('UNAVAILABLE', 'the webhook keys could not be read just now; repeat the request', { retryAfterSeconds: 1 });
    });
  async function owned(playerId: string, webhookId: string): Promise<WebhookRecord> {
    const hook = ID_PATTERN.test(webhookId) ? await notify.getWebhook(playerId, webhookId, true) : null;
    if (!hook) throw new ApiError('NOT_FOUND', `you have no webhook with id "${webhookId}"`);
    return hook;
  }

  async function checkedUrl(url: string): Promise<string> {
    const checked = await checkWebhookUrl(url, { allowPrivate, ...(resolve && { resolve }) });
    if (!checked.ok) throw new ApiError('VALIDATION_FAILED', `url: ${checked.detail}`, { field: 'url', reason: checked.reason });
    return checked.url.href;
  }

  return {
    /** `grantId`: the app grant whose token asks (grants.ts `createdByGrant`); null for the player's own token. */
    async register(playerId: string, input: { url: string; events?: readonly string[] | undefined }, grantId: string | null = null): Promise<{ webhook: WebhookView; secret: string }> {
      const url = await checkedUrl(input.url);
      const id = newId(random);
      const secret = createWebhookSecret(random);
      const record: WebhookRecord = {
        id,
        playerId,
        url,
        events: [...new Set(input.events ?? [])],
        secret: sealSecret(secret, await keyring(), { context: id, randomBytes: random }),
        previousSecret: null,
        createdAt: clock(),
        disabled: null,
        grantId,
      };
      await createCapped({
        limit: MAX_WEBHOOKS,
        what: 'webhooks',
        count: async () => (await notify.webhooksOf(playerId, true)).length,
        create: async () => {
          // The sealed secret is this registration's own tag: a stored webhook holding it is this write.
          const result = await settleWrite(
            () => notify.createWebhook(record),
            async (): Promise<ReadBack<WebhookRecord>> => {
              const stored = await notify.getWebhook(playerId, id, true);
              if (!stored) return { found: 'nothing' };
              return sameDigest(stored.secret, record.secret) ? { found: 'mine' } : { found: 'other', stored };
            },
          );
          if (!result.landed) throw new Error('a fresh random webhook id was already taken');
          return record;
        },
        remove: () => notify.deleteWebhook(playerId, id),
      });
      dispatcher.forget(playerId);
      return { webhook: webhookView(record, clock()), secret };
    },

    async list(playerId: string): Promise<WebhookView[]> {
      return (await notify.webhooksOf(playerId)).map((w) => webhookView(w, clock()));
    },

    async get(playerId: string, webhookId: string): Promise<WebhookView> {
      return webhookView(await owned(playerId, webhookId), clock());
    },

    async remove(playerId: string, webhookId: string): Promise<void> {
      await owned(playerId, webhookId);
      await notify.deleteWebhook(playerId, webhookId);
      dispatcher.forget(playerId);
    },

    /** A new secret, shown once; the previous one keeps signing for ROTATION_WINDOW_MS. */
    async rotateSecret(playerId: string, webhookId: string): Promise<{ webhook: WebhookView; secret: string }> {
      const hook = await owned(playerId, webhookId);
      const secret = createWebhookSecret(random);
      const sealed = sealSecret(secret, await keyring(), { context: hook.id, randomBytes: random });
      const until = clock() + ROTATION_WINDOW_MS;
      await notify.rotateSecret(playerId, webhookId, sealed, hook.secret, until);
      dispatcher.forget(playerId);
      return { webhook: webhookView({ ...hook, secret: sealed, previousSecret: { sealed: hook.secret, until } }, clock()), secret };
    },

    /**
     * Sends a `webhook.test` event now and answers with the attempt (also in the delivery log).
     * It waits for the endpoint at most TEST_TIMEOUT_MS (the call answers within the function's
     * 10 s), and goes past the endpoint's lane: a test is not a game event, and waiting behind
     * a delivery that hangs is what it must not do.
     */
    async test(playerId: string, webhookId: string): Promise<DeliveryAttemptView> {
      const hook = await owned(playerId, webhookId);
      // The delivery opens the secret with the same keyring: read here first, so a keyring that cannot be read now is a 503 to repeat.
      await keyring();
      const at = clock();
      const event = { id: `test.${hook.id}.${at.toString(36)}`, type: 'webhook.test', timestamp: iso(at), data: { webhookId: hook.id } };
      const result = await dispatcher.test(hook, event);
      return attemptView({
        webhookId: hook.id,
        eventId: event.id,
        type: event.type,
        at,
        attempt: 1,
        status: result.status ?? null,
        error: attemptError(result),
        durationMs: Math.round(result.durationMs),
        nextRetryAt: null,
      });
    },

    async deliveries(playerId: string, webhookId: string, options: { limit: number; cursor?: string | undefined }): Promise<Page<DeliveryAttemptView>> {
      await owned(playerId, webhookId);
      const page = await withCursor(() => notify.attempts(webhookId, options));
      return { ...page, items: page.items.map(attemptView) };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;

/** Disables every webhook of `playerId` that the grant `grantId` created (the grant was revoked). */
export async function disableGrantWebhooks(notify: NotifyStore, playerId: string, grantId: string, at: number): Promise<void> {
  const made = (await notify.webhooksOf(playerId)).filter((w) => w.grantId === grantId && w.disabled === null);
  await allSettled(made.map((w) => notify.disableWebhook(playerId, w.id, at, GRANT_REVOKED_REASON)));
}
