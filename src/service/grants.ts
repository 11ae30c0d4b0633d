import type { TokenRecord } from '../contract/index.js';
import type { Store } from '../store/index.js';

/*
 * What an app's token creates for its player (a webhook, a push subscription) belongs to the
 * player and names the grant that created it; once the grant is revoked (or has run out) it
 * stops. The rule, for every kind of such record:
 *
 * - at creation, store `createdByGrant(principal)` beside it (null when the player's own
 *   token made it: such records never stop for this reason);
 * - before acting on it (a delivery), ask `grants.isActive(playerId, grantId)`, and when it
 *   says no, disable the record with GRANT_REVOKED_REASON instead of acting.
 *
 * Revoking a grant on this instance forgets it at once (`forget`); other instances learn of
 * it within `cacheMs`.
 */

export const GRANT_REVOKED_REASON = 'the app that created it no longer has access: its grant was revoked or expired';

/** The grant an app's token belongs to, which a record it creates names; null for the player's own tokens. */
export const createdByGrant = (principal: { readonly grantId: string | null }): string | null => principal.grantId;

/** Whether a token item is a grant that still works at `now` (its code exchanged, its refresh token unexpired). */
export const grantAlive = (record: TokenRecord | null, now: number): boolean => record?.kind === 'app' && record.tokens !== null && record.tokens.refreshExpiresAt > now;

export interface GrantCheckOptions {
  readonly store: Pick<Store, 'getToken'>;
  readonly clock: () => number;
  /** How long an answer is kept; 30 s by default, like the dispatcher's webhooks. */
  readonly cacheMs?: number;
}

export function createGrantCheck({ store, clock, cacheMs = 30_000 }: GrantCheckOptions) {
  const known = new Map<string, { active: boolean; until: number }>();
  const key = (playerId: string, grantId: string) => `${playerId}/${grantId}`;
  return {
    /** Whether what `grantId` created for `playerId` may still act: always for none (the player's own token). */
    async isActive(playerId: string, grantId: string | null | undefined): Promise<boolean> {
      if (!grantId) return true;
      const now = clock();
      const cached = known.get(key(playerId, grantId));
      if (cached && cached.until > now) return cached.active;
      const active = grantAlive(await store.getToken(playerId, grantId, true), now);
      if (known.size >= 10_000) known.clear();
      known.set(key(playerId, grantId), { active, until: now + cacheMs });
      return active;
    },

    /** Forgets what is known of a grant (revoked on this instance). */
    forget(playerId: string, grantId: string): void {
      known.delete(key(playerId, grantId));
    },
  };
}

export type GrantCheck = ReturnType<typeof createGrantCheck>;
