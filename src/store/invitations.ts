import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { Invitation, ListOptions, Page } from '../contract/index.js';
import { INVITATION_PREFIX, idOfPartition, invitationKey, playerKey } from './keys.js';
import { allSettled } from './retry.js';
import type { Item, TableAccess } from './table-access.js';

/** Invitation item: g game, c created, fi and fn who asked (id and name), ttl when it expires; the game is read for the rest. */
export function invitationToItem(inv: Invitation, expiresAt: number): Item {
  return { ...invitationKey(inv.playerId, inv.createdAt, inv.gameId), g: inv.gameId, c: inv.createdAt, fi: inv.from.id, fn: inv.from.name, ttl: Math.ceil(expiresAt / 1000) };
}

export function itemToInvitation(item: Item): Invitation {
  return { playerId: idOfPartition(item.pk), gameId: String(item.g), createdAt: Number(item.c), from: { id: String(item.fi), name: String(item.fn ?? '') } };
}

export function invitationItems(t: TableAccess) {
  return {
    /** Invitations to a game, one per invited player; writing one again changes nothing that matters. */
    async putInvitations(invitations: readonly Invitation[], expiresAt: number): Promise<void> {
      await allSettled(invitations.map((inv) => t.put('putInvitation', invitationToItem(inv, expiresAt))));
    },

    async deleteInvitation(inv: Invitation): Promise<void> {
      await t.send(new DeleteCommand({ TableName: t.tableName, Key: invitationKey(inv.playerId, inv.createdAt, inv.gameId) }));
    },

    /** A player's invitations, newest first. */
    async listInvitations(playerId: string, options: ListOptions): Promise<Page<Invitation>> {
      const pk = playerKey(playerId).pk;
      const page = await t.queryPage('listInvitations', { KeyConditionExpression: 'pk = :p AND begins_with(sk, :i)', ExpressionAttributeValues: { ':p': pk, ':i': INVITATION_PREFIX } }, { pk }, options);
      return { ...page, items: page.items.map(itemToInvitation) };
    },
  };
}
