import { api, apiGet, apiKey, call, idParam } from '@market/api-client/api';
import useSWR from 'swr';

/** `GET /api/events/{id}`: a published event and whether the signed-in shopper has entered it. */
export function useEventDetail(id: string | null) {
  return useSWR(id ? apiKey(api.events[':id'], { param: idParam(id) }) : null, () => apiGet(api.events[':id'], { param: idParam(id!) }), {
    revalidateOnFocus: false,
  });
}

/** `POST /api/events/{id}/entries`: the signed-in shopper enters a running event. */
export function enterEvent(id: string) {
  return call(api.events[':id'].entries.$post({ param: idParam(id) }));
}

/** `POST /api/events/{id}/view`: the detail was opened (counted once per opening). */
export function countEventView(id: string) {
  return call(api.events[':id'].view.$post({ param: idParam(id) }));
}
