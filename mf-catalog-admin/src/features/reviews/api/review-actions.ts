import { api, call, idParam } from '@market/api-client/api';
import type { ReviewAction, ReviewReply } from '@market/domain/admin-reviews';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_REVIEWS_KEY } from './get-admin-reviews';

/** `POST /api/admin/reviews/{id}/approve|hide` (permission content.reviews.update). */
export function changeReviewStatus(id: string, action: ReviewAction) {
  return call(api.admin.reviews[':id'][action].$post({ param: idParam(id) }));
}

/** `PUT /api/admin/reviews/{id}/reply` (permission content.reviews.update). */
export function replyToReview(id: string, body: ReviewReply) {
  return call(api.admin.reviews[':id'].reply.$put({ param: idParam(id), json: body }));
}

/**
 * Runs a review action, shows the spec's notice (or the error), and reloads the list. `pending`
 * names the action in flight, so its button spins and the others wait.
 */
export function useReviewActions() {
  const { pending, perform } = useAdminAction<ReviewAction | 'reply'>(ADMIN_REVIEWS_KEY);
  return {
    pending,
    changeStatus: (id: string, action: ReviewAction) => perform(action, () => changeReviewStatus(id, action)),
    reply: (id: string, body: ReviewReply) => perform('reply', () => replyToReview(id, body)),
  };
}
