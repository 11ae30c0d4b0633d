/**
 * Structured logs: one JSON object per line, always with the request id. Headers and bodies
 * are never logged, so no token can reach a log.
 */
export type Logger = (entry: Record<string, unknown>) => void;

export const jsonLogger: Logger = (entry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
};

export const silentLogger: Logger = () => {};
