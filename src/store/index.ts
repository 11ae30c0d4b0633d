/**
 * The store: the one DynamoDB table, every key of it in keys.ts and one module per item kind
 * (players, games, log chunks, memberships, invitations; webhooks, webhook cursors, delivery
 * attempts), behind two repositories: the game store (`createDynamoStore`) and the store of
 * notifications (`createNotifyStore`). Every call is resent on transient faults and can spend
 * from one request's deadline (`within`).
 */
export { createDynamoStore, type Store, type StoreOptions } from './dynamo-store.js';
export { createNotifyStore, type NotifyStore } from './notify-store.js';
export type { MembershipChange } from './memberships.js';
export type { WrittenItem } from './games.js';
export { itemToTournament } from './tournaments.js';
export { TOURNAMENT_SORT_KEY } from './keys.js';
export { gameToItem, itemToGame } from './game-item.js';
export type { Item } from './table-access.js';
export { GAME_SORT_KEY } from './keys.js';
export { InvalidCursorError } from './cursor.js';
export { createDocumentClient, STORE_LIMITS } from './client.js';
export type { RequestHandler } from './item-commands.js';
export { withDeadline, type Deadline } from './deadline.js';
export { NETWORK_CODES, allSettled } from './retry.js';
export { TABLE, createTableInput } from './table.js';
export type { CapacityReading } from './capacity.js';
