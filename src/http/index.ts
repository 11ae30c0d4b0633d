/**
 * The REST API: routes made from the contract's schemas and operations (routes/, openapi.ts),
 * each a thin translation onto the service, mounted on the app by `restApi`, with its OpenAPI
 * document and the /docs page. It never imports GraphQL; the app puts the two together.
 */
export { restApi } from './rest-api.js';
export { API_INFO } from './groups.js';
export { validationHook } from './env.js';
export { KEEPALIVE_MS } from './routes/events.js';
export { DOCS_RUNTIME_FILES } from './docs.js';
