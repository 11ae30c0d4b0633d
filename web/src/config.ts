import type { ApiConfig } from './api.js';

/*
 * The page names where the API and its event streams are (meta tags written by the server,
 * which knows its deployment); both default to the page's own origin.
 */
export function readConfig(doc: Document = document): ApiConfig {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || location.origin;
  return { apiOrigin: meta('yamb-api-origin').replace(/\/+$/, ''), streamsOrigin: meta('yamb-streams-origin').replace(/\/+$/, '') };
}
