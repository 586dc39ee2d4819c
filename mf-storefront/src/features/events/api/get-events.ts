import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { Page } from '@market/domain/paging';
import type { StorefrontEventType } from '@market/domain/catalog-rules';
import type { EventItem } from '@market/domain/product';
import useSWR from 'swr';

export const eventsPath = (type?: StorefrontEventType) => withQuery('/api/events', { type, limit: 20 });

/** `GET /api/events`: active events, optionally of one tab's type. */
export function getEvents(type?: StorefrontEventType): Promise<Page<EventItem>> {
  return apiFetch<Page<EventItem>>(eventsPath(type));
}

export function useEvents(type?: StorefrontEventType) {
  return useSWR<Page<EventItem>>(eventsPath(type), () => getEvents(type));
}
