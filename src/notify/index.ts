/**
 * Building blocks for delivery to webhooks and browsers: signing (Standard Webhooks 1.0),
 * secrets sealed at rest, the SSRF check, one delivery attempt, one Web Push message (RFC
 * 8030/8291/8292) and its VAPID keys, and the retry schedule. Nothing here stores or schedules
 * anything; the dispatcher that does composes these. See README.md beside this file.
 */
export { addressRange, isPublicAddress, PUBLIC_RANGE } from './address-policy.js';
export { BAD_PORTS } from './bad-ports.js';
export {
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  deliver,
  MAX_RESPONSE_BYTES,
  type DeliveryError,
  type DeliveryOptions,
  type DeliveryResult,
  type DeliveryTarget,
  type WebhookEvent,
} from './deliver.js';
export { createKeyring, KEY_ID_PATTERN, KeyringError, keyringLoader, parseKeyring, SEAL_KEY_BYTES, type Keyring, type KeyringEntry, type KeyringSource } from './keyring.js';
export { pinnedLookup, WebhookHostRefused } from './pinned-lookup.js';
export {
  DEFAULT_RETRY_SECONDS,
  MAX_RETRY_SECONDS,
  parseRetrySeconds,
  RetryScheduleError,
  retryDelaySeconds,
  retryScheduleFromEnv,
  withJitter,
} from './retry.js';
export { needsReseal, openSecret, SealError, sealedKeyId, sealSecret, type SealErrorCode, type SealOptions } from './seal.js';
export {
  createWebhookSecret,
  isWebhookSecret,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SECRET_SIZES,
  webhookSecretBytes,
  type RandomBytes,
  type WebhookSecretSize,
} from './secret.js';
export { signWebhook, type SignInput, type WebhookHeaders } from './sign.js';
export {
  checkUrlShape,
  checkWebhookUrl,
  MAX_URL_LENGTH,
  resolveWebhookHost,
  systemResolve,
  URL_REFUSAL_REASONS,
  type Resolve,
  type ResolvedAddress,
  type UrlAcceptance,
  type UrlCheckOptions,
  type UrlRefusal,
  type UrlRefusalReason,
  type UrlShape,
} from './url-check.js';
export { sendRequest, type OutgoingRequest } from './send.js';
export { PUSH_USER_AGENT, sendPush, type PushOptions, type PushTarget, type PushUrgency } from './push.js';
export { DEFAULT_PUSH_SUBJECT, generateVapidKeys, parseVapidPrivateKey, VapidKeyError, vapidKeysFrom, type VapidKeys } from './vapid.js';
export { checkPushKeys, type PushKeyRefusal } from './push-keys.js';
