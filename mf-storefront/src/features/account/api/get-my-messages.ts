import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

export const myMessagesPath = () => apiKey(api.me.messages, {});

/** `GET /api/me/messages`: messages the shop sent this shopper, newest first. */
export function useMyMessages() {
  return useSWR(myMessagesPath(), () => apiGet(api.me.messages, {}));
}
