// One cold start of a bundle, in a fresh node process, as the Lambda runtime makes it: import
// the bundle (the init phase), then call its handler with API Gateway events (invocations).
// Plain JavaScript, run by node alone, so that no loader hook slows the import it times.
//
//   BENCH_BUNDLE_URL  the bundle to import
//   BENCH_MODE        import (import only), rest or graphql (the first action, then warm ones)
//   BENCH_TOKEN, BENCH_GAME, BENCH_WARM  the player's token, its fresh solo game, warm actions
//
// Prints one JSON line last: { importMs, loadMs, importCpuMs, loadCpuMs, firstMs, warmMs: [...],
// firstCpuMs, warmCpuMs: [...], lazyMs: [first, second] (REST), pid, firstWindow }: the whole import (the init phase), the part
// of it spent loading code (up to the mark the entry sets before its warm-up, 'yamb:loaded', LOADED_MARK in
// src/entry/warm-up.ts; all of it for a bundle without one), the same two in CPU time of the
// process (steadier than wall time on a busy machine), the first action and the warm ones (wall
// and this process's CPU time), and the window of the first request
// in microseconds of the monotonic clock (a CPU profile's clock).

const mode = process.env.BENCH_MODE ?? 'import';
// The runtime's global for response streaming (the streams function wraps its handler in it at
// import); only its existence matters here, as no event reaches a streaming handler.
globalThis.awslambda ??= { streamifyResponse: (handler) => handler };
const cpuAt = process.cpuUsage();
const startedAt = performance.now();
const started = process.hrtime.bigint();
const module = await import(process.env.BENCH_BUNDLE_URL);
const importMs = Number(process.hrtime.bigint() - started) / 1e6;
const mark = performance.getEntriesByName('yamb:loaded')[0];
const loadMs = mark ? mark.startTime - startedAt : importMs;
const cpuMs = (usage) => (usage.user + usage.system - cpuAt.user - cpuAt.system) / 1000;
const importCpuMs = cpuMs(process.cpuUsage());
const loadCpuMs = mark?.detail ? cpuMs(mark.detail) : importCpuMs;
if (typeof module.handler !== 'function') throw new Error('no handler exported');

const TURN = 'turn { rollsUsed canRoll mustAnnounce announceable available { column category } }';
const MUTATIONS = {
  roll: `mutation($g: ID!) { roll(gameId: $g) { id version ${TURN} } }`,
  announce: `mutation($g: ID!, $category: Category!) { announce(gameId: $g, category: $category) { id version ${TURN} } }`,
  score: `mutation($g: ID!, $column: Column!, $category: Category!) { score(gameId: $g, column: $column, category: $category) { id version ${TURN} } }`,
};

let requests = 0;
/** An API Gateway HTTP API (payload 2.0) event. */
function event(method, path, body) {
  requests += 1;
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      accept: 'application/json',
      host: 'bench',
      authorization: `Bearer ${process.env.BENCH_TOKEN}`,
    },
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: `bench-${requests}`,
      stage: '$default',
      timeEpoch: Date.now(),
    },
    body: text,
    isBase64Encoded: false,
  };
}

/** A legal next action for a turn, the same every run: roll, then score the first open box. */
function next(turn) {
  if (turn.mustAnnounce) return { type: 'announce', category: turn.announceable[0] };
  if (turn.rollsUsed > 0 && turn.available.length > 0) return { type: 'score', column: turn.available[0].column, category: turn.available[0].category };
  if (turn.canRoll) return { type: 'roll' };
  return { type: 'announce', category: turn.announceable[0] };
}

/** One action through the handler: the game after it, and the milliseconds it took. */
async function act(turn) {
  const action = next(turn);
  const gameId = process.env.BENCH_GAME;
  const request =
    mode === 'rest'
      ? event('POST', `/v1/games/${gameId}/actions`, action)
      : event('POST', '/graphql', { query: MUTATIONS[action.type], variables: { g: gameId, ...(action.type !== 'roll' && { ...action, type: undefined }) } });
  const before = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  const response = await module.handler(request, {});
  const ms = Number(process.hrtime.bigint() - before) / 1e6;
  const used = process.cpuUsage(cpuBefore);
  const cpu = (used.user + used.system) / 1000;
  const body = JSON.parse(response.body);
  if (response.statusCode !== 200 || body.errors) throw new Error(`${mode} ${action.type} answered ${response.statusCode}: ${response.body}`);
  return { game: mode === 'rest' ? body : Object.values(body.data)[0], ms, cpu };
}

let firstMs = 0;
let firstCpuMs = 0;
const warmMs = [];
const warmCpuMs = [];
const micros = () => Number(process.hrtime.bigint() / 1000n);
let firstWindow = [0, 0];
if (mode !== 'import') {
  // A fresh solo game: its turn asks for the first roll.
  const from = micros();
  let { game, ms, cpu } = await act({ rollsUsed: 0, canRoll: true, mustAnnounce: false, announceable: [], available: [] });
  firstWindow = [from, micros()];
  firstMs = ms;
  firstCpuMs = cpu;
  for (let i = 0; i < Number(process.env.BENCH_WARM ?? 30); i++) {
    ({ game, ms, cpu } = await act(game.turn));
    warmMs.push(ms);
    warmCpuMs.push(cpu);
  }
}
// REST: the game's move log, from a route group the REST function loads on the first request
// to any of them, twice: what the instance's first such request pays, and the same warm.
const lazyMs = [];
if (mode === 'rest') {
  for (let i = 0; i < 2; i++) {
    const before = process.hrtime.bigint();
    const response = await module.handler(event('GET', `/v1/games/${process.env.BENCH_GAME}/moves`), {});
    lazyMs.push(Number(process.hrtime.bigint() - before) / 1e6);
    if (response.statusCode !== 200) throw new Error(`the move log answered ${response.statusCode}: ${response.body}`);
  }
}
process.stdout.write(`\n${JSON.stringify({ importMs, loadMs, importCpuMs, loadCpuMs, firstMs, warmMs, firstCpuMs, warmCpuMs, lazyMs, pid: process.pid, firstWindow })}\n`);
