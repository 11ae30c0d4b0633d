import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Api, ApiConfig, PlayerRef } from './api.js';
import { createApi } from './api.js';

/*
 * Who is signed in: the access token and the player it acts for, kept in the browser's
 * storage so a reload (or the installed app) stays signed in. The token is shown again on
 * request, to copy it to another device.
 */

const TOKEN_KEY = 'yamb.token';
const PLAYER_KEY = 'yamb.player';

export interface Session {
  readonly token: string | null;
  readonly player: PlayerRef | null;
  readonly api: Api;
  readonly config: ApiConfig;
  signIn(token: string, player: PlayerRef): void;
  signOut(): void;
}

export interface Stored {
  readonly token: string | null;
  readonly player: PlayerRef | null;
}

export function loadStored(storage: Storage = localStorage): Stored {
  const token = storage.getItem(TOKEN_KEY);
  let player: PlayerRef | null = null;
  try {
    const parsed = JSON.parse(storage.getItem(PLAYER_KEY) ?? 'null') as PlayerRef | null;
    if (parsed && typeof parsed.id === 'string' && typeof parsed.name === 'string') player = { id: parsed.id, name: parsed.name };
  } catch {
    player = null;
  }
  return token && player ? { token, player } : { token: null, player: null };
}

export function saveStored({ token, player }: Stored, storage: Storage = localStorage): void {
  if (token && player) {
    storage.setItem(TOKEN_KEY, token);
    storage.setItem(PLAYER_KEY, JSON.stringify({ id: player.id, name: player.name }));
  } else {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(PLAYER_KEY);
  }
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the app');
  return session;
}

export { createApi };
