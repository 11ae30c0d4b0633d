import type { Logger } from '../log.js';
import type { RequestServices } from '../service/index.js';

/** What every resolver receives: the request's services (over its deadline) and its credentials, nothing else. */
export interface Context {
  readonly service: RequestServices;
  /** The raw `Authorization` header, if any. */
  readonly authorization: string | undefined;
  readonly requestId: string;
  /** The caller's address, for the limits per address. */
  readonly client: string;
  readonly log: Logger;
  /** Cuts the client's connection (a subscription whose reader fell too far behind). */
  readonly hangUp: () => void;
}
