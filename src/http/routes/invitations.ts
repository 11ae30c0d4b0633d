import { GameSchema, InviteBodySchema, OPERATIONS } from '../../contract/index.js';
import type { App } from '../env.js';
import { caller, json, services, writeOptions } from '../env.js';
import { IdParam, PLAYER, WriteHeaders, jsonResponse, operationRoute, stringsUnchecked } from '../openapi.js';
import { sendGame } from './games.js';

/*
 * Invitations by player id: a seated player invites a player to an open game, and an invited
 * player declines. (The invited player's list is `GET /v1/players/me/invitations`, with the
 * other lists; joining is `POST /v1/games/{gameId}/join`.)
 */

const GameParam = IdParam('gameId', 'A game id');

const invite = operationRoute({
  method: 'post',
  path: '/games/{gameId}/invitations',
  operationId: 'invitePlayer',
  tags: ['Games'],
  summary: 'Invite a player by id',
  description:
    'A seated player of an open game invites a player: the game is listed in that player\'s `GET /v1/players/me/invitations`, the player receives an `invitation.received` event, and may join without the code (or decline). The game\'s players receive `player.invited`. Inviting a player who is invited already changes nothing.',
  security: PLAYER,
  request: {
    params: GameParam,
    headers: WriteHeaders,
    body: { content: { 'application/json': { schema: InviteBodySchema, example: { player: 'p7q2w9e4r1t6y3u8' } } }, required: true },
  },
  responses: { 200: jsonResponse(GameSchema, 'The game, as the caller sees it', 'ETag') },
});

const decline = operationRoute({
  method: 'delete',
  path: '/players/me/invitations/{gameId}',
  operationId: 'declineInvitation',
  tags: ['Players'],
  summary: 'Decline an invitation',
  description:
    "The game leaves the caller's invitations, and a seat the invitation kept (a rematch's) is free for anyone; the game's players receive `invitation.declined`. Declining what is not pending (declined before, a game that started) answers 204 too. A player seated in the game leaves it instead (`POST /v1/games/{gameId}/leave`).",
  security: PLAYER,
  request: { params: GameParam },
  responses: { 204: { description: 'The invitation is declined' } },
});

export function invitationRoutes(app: App): void {
  app.openapi(stringsUnchecked(app, invite), async (c) => {
    const player = await caller(c, OPERATIONS.invitePlayer);
    const game = await services(c).games.invite(player, c.req.param('gameId'), c.req.valid('json').player, writeOptions(c));
    return c.json(json(sendGame(c, game)), 200);
  });

  app.openapi(stringsUnchecked(app, decline), async (c) => {
    const player = await caller(c, OPERATIONS.declineInvitation);
    await services(c).games.decline(player, c.req.param('gameId'));
    return c.body(null, 204);
  });
}
