import { api, call, idParam } from '@market/api-client/api';

/** The browser's anonymous voter id (a UUID kept in local storage): a guest votes once per FAQ per browser. */
const VOTER_KEY = 'stylehub.faq-voter';
const VOTED_KEY = 'stylehub.faq-voted';

export function browserVoterId(): string | undefined {
  try {
    let id = window.localStorage.getItem(VOTER_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(VOTER_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** The FAQs this browser has voted on (to show the thanks instead of the buttons). */
export function votedFaqs(): Record<string, boolean> {
  try {
    return JSON.parse(window.localStorage.getItem(VOTED_KEY) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
}

export function rememberVote(id: string, helpful: boolean): void {
  try {
    window.localStorage.setItem(VOTED_KEY, JSON.stringify({ ...votedFaqs(), [id]: helpful }));
  } catch {
    // Private mode: the server still refuses a second vote.
  }
}

/** `POST /api/faqs/{id}/view`: the FAQ was opened (the admin's view count). */
export function countFaqView(id: string) {
  return call(api.faqs[':id'].view.$post({ param: idParam(id) }));
}

/** `POST /api/faqs/{id}/vote`: helpful or not, once per shopper or browser. */
export function voteFaq(id: string, helpful: boolean) {
  return call(api.faqs[':id'].vote.$post({ param: idParam(id), json: { helpful, voterId: browserVoterId() } }));
}
