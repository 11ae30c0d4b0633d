/**
 * Opaque list cursors: the last key read, base64url-encoded. A cursor is checked against
 * the list it is used with, so a tampered or foreign cursor is a client error, never a
 * query on somebody else's partition.
 */
export class InvalidCursorError extends Error {
  constructor() {
    super('the cursor is not one this list returned');
  }
}

export function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key a cursor holds; its partition attributes must equal `partition`. */
export function decodeCursor(cursor: string, partition: Record<string, string>): Record<string, string> {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw new InvalidCursorError();
  const entries = Object.entries(key);
  // Key attributes are never empty: DynamoDB refuses an empty one, and not every store says so.
  if (entries.length > 6 || entries.some(([, v]) => typeof v !== 'string' || v.length === 0 || v.length > 300)) throw new InvalidCursorError();
  for (const [name, value] of Object.entries(partition)) {
    if ((key as Record<string, unknown>)[name] !== value) throw new InvalidCursorError();
  }
  return key as Record<string, string>;
}
