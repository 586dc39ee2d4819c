import { api, apiGet, apiKey } from '@market/api-client/api';
import type { StorefrontEventType } from '@market/domain/catalog-rules';
import useSWR from 'swr';

const eventsArgs = (type?: StorefrontEventType) => ({ query: { type, limit: 20 } });
export const eventsPath = (type?: StorefrontEventType) => apiKey(api.events, eventsArgs(type));

/** `GET /api/events`: active events, optionally of one tab's type. */
export function getEvents(type?: StorefrontEventType) {
  return apiGet(api.events, eventsArgs(type));
}

export function useEvents(type?: StorefrontEventType) {
  return useSWR(eventsPath(type), () => getEvents(type));
}
