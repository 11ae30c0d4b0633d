import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GrantRecord, GrantTokens, TokenRecord } from '../contract/index.js';
import { isScope } from '../contract/index.js';
import { TOKEN_PREFIX, idOfPartition, playerKey, tokenKey } from './keys.js';
import type { Item, TableAccess } from './table-access.js';
import { refusedByCondition } from './table-access.js';

/*
 * Token items, one per personal token or app grant, under their player (`K#<id>`). Only
 * hashes of token secrets are kept. Both kinds: k kind ('p' personal, 'a' app), sc scopes
 * joined by ' ', c created, lu last used, pn and pc the player's name and registration (so a
 * request reads one item), ttl when DynamoDB may remove it (seconds; reads check expiry
 * themselves). Personal: n name, h hash, x expiry. Grant: cl client, the code (ch hash, cx
 * expiry, cc challenge, ru redirect URI) and, once exchanged, its tokens (ah and ax the access
 * token's hash and expiry, aa its scopes, rh and rx the refresh token's, rp the refresh
 * hashes it replaced).
 */

/** Expired items are left a day before DynamoDB's TTL may remove them; every read checks expiry first. */
const TTL_GRACE_MS = 86_400_000;
const ttlOf = (expiresAt: number) => Math.ceil((expiresAt + TTL_GRACE_MS) / 1000);

const scopesOf = (value: unknown) => String(value ?? '').split(' ').filter(isScope);
const optionalNumber = (value: unknown) => (value === undefined || value === null ? null : Number(value));

function itemToToken(item: Item): TokenRecord {
  const id = String(item.sk).slice(TOKEN_PREFIX.length);
  const player = { id: idOfPartition(item.pk), name: String(item.pn ?? ''), createdAt: Number(item.pc ?? 0) };
  const common = { id, player, scopes: scopesOf(item.sc), createdAt: Number(item.c), lastUsedAt: optionalNumber(item.lu) };
  if (item.k === 'p') return { ...common, kind: 'personal', name: String(item.n), hash: String(item.h), expiresAt: optionalNumber(item.x) };
  const tokens: GrantTokens | null =
    item.ah === undefined
      ? null
      : {
          accessHash: String(item.ah),
          accessExpiresAt: Number(item.ax),
          accessScopes: scopesOf(item.aa),
          refreshHash: String(item.rh),
          refreshExpiresAt: Number(item.rx),
          previousRefresh: Array.isArray(item.rp) ? item.rp.map(String) : [],
        };
  return {
    ...common,
    kind: 'app',
    client: String(item.cl),
    code: { hash: String(item.ch), expiresAt: Number(item.cx), challenge: String(item.cc), redirectUri: String(item.ru) },
    tokens,
  };
}

function tokenToItem(token: TokenRecord): Item {
  const common = { ...tokenKey(token.player.id, token.id), sc: token.scopes.join(' '), c: token.createdAt, pn: token.player.name, pc: token.player.createdAt, ...(token.lastUsedAt !== null && { lu: token.lastUsedAt }) };
  if (token.kind === 'personal') {
    return { ...common, k: 'p', n: token.name, h: token.hash, ...(token.expiresAt !== null && { x: token.expiresAt, ttl: ttlOf(token.expiresAt) }) };
  }
  const { code } = token;
  return { ...common, k: 'a', cl: token.client, ch: code.hash, cx: code.expiresAt, cc: code.challenge, ru: code.redirectUri, ttl: ttlOf(code.expiresAt) };
}

/** The update that stores a grant's tokens. */
const issued = (tokens: GrantTokens, now: number) => ({
  UpdateExpression: 'SET ah = :ah, ax = :ax, aa = :aa, rh = :rh, rx = :rx, rp = :rp, lu = :now, #ttl = :ttl',
  ExpressionAttributeNames: { '#ttl': 'ttl' },
  values: {
    ':ah': tokens.accessHash,
    ':ax': tokens.accessExpiresAt,
    ':aa': tokens.accessScopes.join(' '),
    ':rh': tokens.refreshHash,
    ':rx': tokens.refreshExpiresAt,
    ':rp': [...tokens.previousRefresh],
    ':now': now,
    ':ttl': ttlOf(tokens.refreshExpiresAt),
  },
});

export function tokenItems(t: TableAccess) {
  const update = async (operation: string, grant: Pick<GrantRecord, 'id' | 'player'>, tokens: GrantTokens, now: number, condition: string, values: Record<string, unknown>): Promise<boolean> => {
    const { values: set, ...expression } = issued(tokens, now);
    try {
      await t.send(new UpdateCommand({ TableName: t.tableName, Key: tokenKey(grant.player.id, grant.id), ...expression, ConditionExpression: condition, ExpressionAttributeValues: { ...set, ...values } }));
      return true;
    } catch (error) {
      if (refusedByCondition(error)) return false;
      throw error;
    }
  };

  return {
    /** A personal token or a grant; strongly consistent unless asked otherwise (authentication reads what was just written). */
    async getToken(playerId: string, tokenId: string, consistent = true): Promise<TokenRecord | null> {
      const item = await t.get('getToken', tokenKey(playerId, tokenId), consistent);
      return item ? itemToToken(item) : null;
    },

    /** A player's personal tokens and grants, in id order (the service sorts them). */
    async tokensOf(playerId: string): Promise<TokenRecord[]> {
      const items = await t.queryAll('tokensOf', { KeyConditionExpression: 'pk = :p AND begins_with(sk, :k)', ExpressionAttributeValues: { ':p': playerKey(playerId).pk, ':k': TOKEN_PREFIX }, ConsistentRead: true });
      return items.map(itemToToken);
    },

    /** Stores a new personal token or a grant with its code; false when its id is taken. */
    async createToken(token: TokenRecord): Promise<boolean> {
      return t.put('createToken', tokenToItem(token), { ConditionExpression: 'attribute_not_exists(pk)' });
    },

    /** Removes a token or a grant: whatever it issued stops working. Removing one that is gone changes nothing. */
    async deleteToken(playerId: string, tokenId: string): Promise<void> {
      await t.send(new DeleteCommand({ TableName: t.tableName, Key: tokenKey(playerId, tokenId) }));
    },

    /** Exchanges a grant's code for its first tokens; false unless the code is `codeHash` and was never exchanged. */
    issueGrantTokens(grant: GrantRecord, codeHash: string, tokens: GrantTokens, now: number): Promise<boolean> {
      return update('issueGrantTokens', grant, tokens, now, 'ch = :ch AND attribute_not_exists(ah)', { ':ch': codeHash });
    },

    /** Replaces a grant's tokens; false unless its refresh token is still the one hashed `refreshHash`. */
    rotateGrantTokens(grant: GrantRecord, refreshHash: string, tokens: GrantTokens, now: number): Promise<boolean> {
      return update('rotateGrantTokens', grant, tokens, now, 'rh = :old', { ':old': refreshHash });
    },

    /** Records a use of a token at `at`, unless one was recorded after `since` (or the token is gone). */
    async touchToken(playerId: string, tokenId: string, at: number, since: number): Promise<void> {
      try {
        await t.send(
          new UpdateCommand({
            TableName: t.tableName,
            Key: tokenKey(playerId, tokenId),
            UpdateExpression: 'SET lu = :at',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lu) OR lu <= :since)',
            ExpressionAttributeValues: { ':at': at, ':since': since },
          }),
        );
      } catch (error) {
        if (!refusedByCondition(error)) throw error;
      }
    },
  };
}
