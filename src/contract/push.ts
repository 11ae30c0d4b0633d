import { z } from '@hono/zod-openapi';
import { contractEnum } from './enums.js';
import { PUSH_EVENT_TYPES } from './options.js';
import { IdSchema, TimestampSchema } from './views.js';

/*
 * Web Push for people (API.md, "Notifications to people"): the events a person may choose to
 * be told of, the subscription a browser gives (PushSubscription.toJSON()), what clients see
 * of it, and the message a push carries. The events are named here, not taken from the game
 * events, because `tournament.roundStarted` is a tournament's, not a game's (their list, which
 * the service reads, is plain data in options.ts).
 */

export const PushEventTypeSchema = contractEnum(PUSH_EVENT_TYPES, {
  name: 'PushEventType',
  description:
    'What a person is told of: `turn.started` (your turn, and its reminder), `game.finished`, `player.joined` (someone took a seat in your game), `tournament.roundStarted`. GraphQL carries it as a String, because the types contain ".".',
});

/** A key of a subscription: base64url, padded or not, as browsers give it. */
const base64url = (description: string, max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .meta({ description });

export const PushSubscriptionJsonSchema = z
  .object({
    endpoint: z.string().max(2048).meta({ description: "The push service's URL for this browser: `https` (the local server also allows `http` and private addresses).", example: 'https://fcm.googleapis.com/fcm/send/dXJ...' }),
    expirationTime: z.number().nullable().optional().meta({ description: 'As the browser gives it; not used.' }),
    keys: z
      .object({
        p256dh: base64url("The browser's P-256 public key (65 bytes, uncompressed point), base64url.", 200),
        auth: base64url('The 16-byte authentication secret, base64url.', 100),
      })
      .openapi('PushSubscriptionKeys', { description: 'The keys the messages are encrypted to (RFC 8291).' }),
  })
  .openapi('PushSubscriptionJson', { description: 'A browser\'s push subscription, as `PushSubscription.toJSON()` gives it.' });

export const CreatePushSubscriptionBodySchema = z
  .object({
    subscription: PushSubscriptionJsonSchema,
    events: z.array(PushEventTypeSchema).max(PUSH_EVENT_TYPES.length).optional().meta({ description: 'What to be told of; all four when absent or empty.', example: ['turn.started'] }),
  })
  .strict()
  .openapi('CreatePushSubscription', { description: 'A browser to notify.' });

export const PushSubscriptionSchema = z
  .object({
    id: IdSchema.meta({ description: 'The subscription id.' }),
    endpoint: z.string().meta({ description: "The push service's URL for the browser." }),
    events: z.array(PushEventTypeSchema).meta({ description: 'What it is told of; every type when empty.' }),
    createdAt: TimestampSchema.meta({ description: 'When it was registered; events from then on are pushed.' }),
  })
  .openapi('PushSubscription', { description: "A browser that receives the player's notifications." });

export const PushKeySchema = z
  .object({ publicKey: z.string().meta({ description: "The server's VAPID public key (RFC 8292), base64url: `applicationServerKey` of `pushManager.subscribe`.", example: 'BNc...' }) })
  .openapi('PushKey', { description: 'What a browser subscribes with.' });

/** The decrypted body of every push message: what the service worker shows. */
export const PushMessageSchema = z
  .object({
    title: z.string().meta({ description: 'A few words: "Your turn", "Game over".' }),
    body: z.string().meta({ description: 'A sentence a person reads.', example: 'Your turn in Jamb with Ana and Bo — 2 h left' }),
    url: z.string().meta({ description: "The game's page in the web client, `/games/{id}`, on the origin that serves it (for a round's bye, the tournament's, `/tournaments/{id}`)." }),
    tag: z.string().meta({ description: 'The game id (for a round\'s bye, the tournament id): a newer notification of a game replaces the older one.' }),
    eventId: z.string().meta({ description: 'The event it tells of (a reminder: the `turn.started` it recalls); the same on every retry.' }),
    reminder: z.literal(true).optional().meta({ description: 'Present on a reminder.' }),
  })
  .openapi('PushMessage', { description: 'The JSON a push message carries, encrypted (RFC 8291 `aes128gcm`).' });

export type PushSubscriptionView = z.infer<typeof PushSubscriptionSchema>;
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJsonSchema>;
export type PushMessage = z.infer<typeof PushMessageSchema>;
