import { z } from '@hono/zod-openapi';
import { EventTypeSchema } from './events.js';
import { EVENT_TYPES } from './options.js';
import { IdSchema, TimestampSchema } from './views.js';

/* Webhooks as clients see them (Standard Webhooks 1.0; see the README's Notifications). */

export const WebhookEventTypeSchema = EventTypeSchema;

const WebhookDisabledSchema = z
  .object({ at: TimestampSchema.meta({ description: 'When deliveries stopped.' }), reason: z.string().meta({ description: 'Why.' }) })
  .openapi('WebhookDisabled', { description: 'Why and when deliveries to a webhook stopped for good.' });

const WebhookSecretRotationSchema = z
  .object({ previousValidUntil: TimestampSchema.meta({ description: 'Until when the previous secret still signs, beside the new one.' }) })
  .openapi('WebhookSecretRotation', { description: 'A rotation of the signing secret under way.' });

export const WebhookSchema = z
  .object({
    id: IdSchema.meta({ description: 'The webhook id.' }),
    url: z.string().meta({ description: 'Where events are POSTed.', example: 'https://bot.example.org/yamb' }),
    events: z.array(WebhookEventTypeSchema).meta({ description: 'The event types delivered; every type when empty.' }),
    createdAt: TimestampSchema.meta({ description: 'When it was registered; events from then on are delivered.' }),
    disabled: WebhookDisabledSchema.nullable().meta({ description: 'Set once deliveries stopped for good (the endpoint answered 410 Gone); null while it receives events.' }),
    secretRotation: WebhookSecretRotationSchema.nullable().meta({ description: 'While a rotated secret is still signing; null otherwise.' }),
    grantId: IdSchema.nullable().meta({
      description: "The app grant (its id in `GET /v1/tokens`) whose token created it; null when the player's own token did. Revoking the grant disables it.",
    }),
  })
  .openapi('Webhook', { description: 'An endpoint that receives the events of every game its player is seated in.' });

export const RegisteredWebhookSchema = z
  .object({
    webhook: WebhookSchema.meta({ description: 'The webhook.' }),
    secret: z.string().meta({ description: 'The signing secret (`whsec_...`), shown this once: verify every delivery with it.', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
  })
  .openapi('RegisteredWebhook', { description: 'A new webhook (or a rotated secret) and its secret.' });

export const DeliveryAttemptSchema = z
  .object({
    eventId: z.string().meta({ description: 'The event (its `webhook-id` header).' }),
    type: z.string().meta({ description: 'The event type.' }),
    at: TimestampSchema.meta({ description: 'When the attempt was made.' }),
    attempt: z.number().int().meta({ description: 'Which attempt at this event, from 1.' }),
    status: z.number().int().nullable().meta({ description: "The endpoint's HTTP status; null when it gave none." }),
    error: z.string().nullable().meta({ description: 'Why the attempt failed (TIMEOUT, NETWORK, HTTP_STATUS, GONE, REDIRECT, PRIVATE_ADDRESS...); null for a success.' }),
    durationMs: z.number().int().meta({ description: 'How long the attempt took.' }),
    nextRetryAt: TimestampSchema.nullable().meta({ description: 'When the event is tried again; null after a success or the last attempt.' }),
  })
  .openapi('DeliveryAttempt', { description: 'One attempt to deliver one event to a webhook.' });

export const CreateWebhookBodySchema = z
  .object({
    url: z.string().max(2000).meta({ description: 'An `https` URL that resolves to public addresses (the local server also allows `http` and private ones).', example: 'https://bot.example.org/yamb' }),
    events: z.array(WebhookEventTypeSchema).max(EVENT_TYPES.length).optional().meta({ description: 'The event types to deliver; all when absent or empty.', example: ['turn.started', 'game.finished'] }),
  })
  .strict()
  .openapi('CreateWebhook', { description: 'A webhook to register.' });

export type WebhookView = z.infer<typeof WebhookSchema>;
export type DeliveryAttemptView = z.infer<typeof DeliveryAttemptSchema>;
