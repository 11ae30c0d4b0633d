/*
 * The routes of the lazy route groups (lazy-groups.ts) by group, written by `npm run schema`
 * from the groups themselves: do not edit (a test fails while this file is stale).
 */
import type { LazyGroup } from './lazy-groups.js';

export const LAZY_ROUTES: Record<LazyGroup, readonly (readonly [string, string])[]> = {
  records: [
    ["GET", "/games/export"],
    ["GET", "/games/:gameId/moves"],
    ["GET", "/games/:gameId/proof"],
    ["GET", "/games/:gameId/notation.txt"],
    ["GET", "/players/:playerId/stats"],
  ],
  sheets: [
    ["GET", "/rulesets/:rulesetId/sheet.svg"],
    ["GET", "/games/:gameId/sheet.svg"],
  ],
  webhooks: [
    ["POST", "/webhooks"],
    ["GET", "/webhooks"],
    ["GET", "/webhooks/:webhookId"],
    ["DELETE", "/webhooks/:webhookId"],
    ["POST", "/webhooks/:webhookId/test"],
    ["POST", "/webhooks/:webhookId/rotate-secret"],
    ["GET", "/webhooks/:webhookId/deliveries"],
  ],
  push: [
    ["GET", "/push/key"],
    ["POST", "/push-subscriptions"],
    ["GET", "/push-subscriptions"],
    ["GET", "/push-subscriptions/:subscriptionId"],
    ["DELETE", "/push-subscriptions/:subscriptionId"],
  ],
  ratings: [
    ["GET", "/players/:playerId/ratings"],
    ["GET", "/ratings/:rulesetId"],
  ],
  tournaments: [
    ["POST", "/tournaments"],
    ["GET", "/tournaments/:tournamentId"],
    ["GET", "/tournaments"],
    ["POST", "/tournaments/:tournamentId/join"],
    ["POST", "/tournaments/:tournamentId/leave"],
  ],
  tokens: [
    ["POST", "/tokens"],
    ["GET", "/tokens"],
    ["DELETE", "/tokens/:tokenId"],
    ["DELETE", "/token"],
    ["POST", "/players/me/token"],
    ["POST", "/token/test"],
  ],
  oauth: [
    ["GET", "/oauth/authorize"],
    ["POST", "/oauth/authorize"],
  ],
  oauthEndpoints: [
    ["POST", "/oauth/token"],
    ["POST", "/oauth/revoke"],
    ["GET", "/.well-known/oauth-authorization-server"],
  ],
};
