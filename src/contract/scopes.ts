import { contractEnum } from './enums.js';

/*
 * What a token may do (API.md, round 3, "Scopes and tokens"). Every operation names the scope
 * it needs in the operations table (operations.ts), and the one authentication function
 * (service/auth.ts) checks it against the token's scopes. The account token holds them all;
 * a personal token or an app's grant holds those it was minted with. The words of each scope
 * are what the consent page, the OpenAPI document and the SDL say of it.
 */

export const SCOPES = ['profile:read', 'games:read', 'games:play', 'webhooks:manage', 'tokens:manage'] as const;

export type Scope = (typeof SCOPES)[number];

/** What a token with each scope may do, in words a person approving an app understands. */
export const SCOPE_DESCRIPTIONS = {
  'profile:read': 'See your player profile (your name and id)',
  'games:read': 'See your games: the games waiting for your move, your invitations, your live events and the private details of your games',
  'games:play': 'Play for you: create, join and leave games, roll, announce and score, resign, ask for hints and enter tournaments',
  'webhooks:manage': 'Manage your webhooks and push notifications',
  'tokens:manage': 'Manage your access tokens and the apps you approved',
} as const satisfies Record<Scope, string>;

/** Scopes no app is ever granted: an app cannot mint tokens nor approve other apps. */
export const APP_FORBIDDEN_SCOPES: readonly Scope[] = ['tokens:manage'];

/** The scopes an app may ask for, in the table's order. */
export const APP_SCOPES: readonly Scope[] = SCOPES.filter((s) => !APP_FORBIDDEN_SCOPES.includes(s));

export const isScope = (value: string): value is Scope => (SCOPES as readonly string[]).includes(value);

export const ScopeSchema = contractEnum(SCOPES, {
  name: 'Scope',
  description: `What a token may do. ${SCOPES.map((s) => `\`${s}\`: ${SCOPE_DESCRIPTIONS[s]}.`).join(' ')} GraphQL carries scopes as Strings, because they contain ":"; the server checks them.`,
});
