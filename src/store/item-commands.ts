import type { AttributeValue, DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { NodeHttpHandler } from '@smithy/node-http-handler';
import type { CallSignal } from './deadline.js';

/*
 * The store's document client sends its item reads and writes (GetCommand and PutCommand, the
 * two calls of every game action) as the low-level commands they stand for, through handlers
 * resolved once per client; every other command goes through the document client as it is.
 *
 * Why: the SDK resolves a command's middleware stack on every send, merging the client's stack
 * with the command's and sorting the twenty-odd middlewares by step and order, and a document
 * command does it twice (its own stack, then its low-level command's). Sent by the document
 * client, a GetItem + PutItem pair takes about 1.2 times the CPU it takes here (1.13 to 1.42
 * over one stop's runs), the embedded store's own work included (`npm run bench:store`
 * measures both ways). The SDK can keep the resolved handler (`cacheMiddleware`), but the
 * document client refuses that option, and the SDK's cache serves only sends without options,
 * which is where a call's abort signal travels. So:
 *   - the input is marshalled as the document client marshals it (util-dynamodb, the same
 *     options: `removeUndefinedValues`), and the output unmarshalled;
 *   - the low-level command's handler is resolved the first time and kept, as the SDK's cache
 *     keeps it (by command class; a handler reads each call's input from the command it is
 *     given, never from the one it was resolved with);
 *   - the call's abort signal reaches the HTTP handler beside the request: a middleware passes it
 *     from the command's input to the signed request, and the request handler looks it up there.
 * Middleware added to the client's stack after its first item command does not reach the item
 * commands (as with the SDK's own cache).
 */

/** How the store marshals: undefined attributes are left out, not refused. */
const MARSHALL = Object.freeze({ removeUndefinedValues: true });

/** The abort signal of an item command's call, by the command's input and then by its HTTP request. */
const signals = new WeakMap<object, CallSignal>();

/** The parts of an HTTP handler the SDK uses. */
export type RequestHandler = Pick<NodeHttpHandler, 'handle' | 'updateHttpClientConfig' | 'httpHandlerConfigs'> & Partial<Pick<NodeHttpHandler, 'destroy'>>;

/**
 * The store's document client over `config`, its HTTP requests handled by `requestHandler`:
 * the three parts below, which work only together, put together in one place.
 */
export function createStoreClient(config: Omit<DynamoDBClientConfig, 'requestHandler'>, requestHandler: RequestHandler): DynamoDBDocumentClient {
  const client = new DynamoDBClient({ ...config, requestHandler: signalled(requestHandler) });
  passSignals(client);
  return new StoreClient(client);
}

/** `inner`, handling each request under the abort signal its item command was sent with, if any. */
function signalled(inner: RequestHandler): RequestHandler {
  return {
    handle: (request, options) => {
      const abortSignal = signals.get(request);
      return inner.handle(request, abortSignal ? { ...options, abortSignal } : options);
    },
    updateHttpClientConfig: (key, value) => inner.updateHttpClientConfig(key, value),
    httpHandlerConfigs: () => inner.httpHandlerConfigs(),
    destroy: () => inner.destroy?.(),
  };
}

/** Adds to `client`'s stack the middleware that hands an item command's signal to its request. */
function passSignals(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next) => (args) => {
      const signal = signals.get(args.input as object);
      if (signal) signals.set(args.request as object, signal);
      return next(args);
    },
    // The first of the deserialize step: after signing, which copies the request.
    { step: 'deserialize', priority: 'high', name: 'storeCallSignal' },
  );
}

type Marshalled = Record<string, AttributeValue>;
type Item = Record<string, unknown>;
/** What else a translated command's input may hold: anything more, and the document client sends it. */
const GET_KEYS: ReadonlySet<string> = new Set(['TableName', 'ConsistentRead', 'ReturnConsumedCapacity', 'ProjectionExpression', 'ExpressionAttributeNames']);
const PUT_KEYS: ReadonlySet<string> = new Set([
  'TableName',
  'ConditionExpression',
  'ExpressionAttributeNames',
  'ReturnConsumedCapacity',
  'ReturnValues',
]);
const only = (input: object, keys: ReadonlySet<string>) => Object.keys(input).every((k) => keys.has(k));
const marshalled = (values: Item) => marshall(values, MARSHALL);
const unmarshalled = (values: Marshalled) => unmarshall(values);

interface ItemCall {
  readonly command: GetItemCommand | PutItemCommand;
  readonly output: (output: Record<string, unknown>) => unknown;
}

/**
 * The low-level call a document command stands for, made when called (marshalling can refuse
 * a value, and a send refuses by rejecting); null for any other command or form.
 */
function itemCall(command: unknown): (() => ItemCall) | null {
  if (command instanceof GetCommand) {
    const { Key, ...rest } = command.input;
    if (!Key || !only(rest, GET_KEYS)) return null;
    return () => ({ command: new GetItemCommand({ ...rest, Key: marshalled(Key) }), output: ({ Item, ...out }) => (Item ? { ...out, Item: unmarshalled(Item as Marshalled) } : out) });
  }
  if (command instanceof PutCommand) {
    const { Item, ExpressionAttributeValues, ...rest } = command.input;
    if (!Item || !only(rest, PUT_KEYS)) return null;
    return () => ({
      command: new PutItemCommand({ ...rest, Item: marshalled(Item), ...(ExpressionAttributeValues && { ExpressionAttributeValues: marshalled(ExpressionAttributeValues) }) }),
      output: ({ Attributes, ...out }) => (Attributes ? { ...out, Attributes: unmarshalled(Attributes as Marshalled) } : out),
    });
  }
  return null;
}

type Handler = (command: unknown) => Promise<{ output: Record<string, unknown> }>;
type Resolvable = { resolveMiddleware(stack: unknown, config: unknown, options: undefined): Handler };

/** The document client of the store: item reads and writes sent through kept handlers (above). */
class StoreClient extends DynamoDBDocumentClient {
  readonly #handlers = new Map<unknown, Handler>();

  constructor(client: DynamoDBClient) {
    // A copy: the document client writes its own defaults into the options it is given.
    super(client, { marshallOptions: { ...MARSHALL } });
  }

  // The base class's three forms in one (promise; callback; options and callback).
  override send(command: never, options?: unknown, callback?: unknown): never {
    const call = callback === undefined && typeof options !== 'function' && onlySignal(options) ? itemCall(command) : null;
    if (!call) return super.send(command, options as never, callback as never) as never;
    return this.#sendItem(call, (options as { abortSignal?: CallSignal } | undefined)?.abortSignal) as never;
  }

  async #sendItem(make: () => ItemCall, signal: CallSignal | undefined): Promise<unknown> {
    const { command, output } = make();
    if (signal) signals.set(command.input, signal);
    let handler = this.#handlers.get(command.constructor);
    if (!handler) this.#handlers.set(command.constructor, (handler = (command as unknown as Resolvable).resolveMiddleware(this.middlewareStack, this.config, undefined)));
    return output((await handler(command)).output);
  }
}

/** Options that carry at most an abort signal: what every store call passes. */
const onlySignal = (options: unknown) => options === undefined || Object.keys(options as object).every((k) => k === 'abortSignal');
