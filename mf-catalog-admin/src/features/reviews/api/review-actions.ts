import { apiFetch } from '@market/api-client/api-fetch';
import type { AdminReviewResult, ReviewAction, ReviewReply } from '@market/domain/admin-reviews';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_REVIEWS_KEY } from './get-admin-reviews';

const path = (id: string) => `/api/admin/reviews/${encodeURIComponent(id)}`;

/** `POST /api/admin/reviews/{id}/approve|hide` (permission content.reviews.update). */
export function changeReviewStatus(id: string, action: ReviewAction): Promise<AdminReviewResult> {
  return apiFetch<AdminReviewResult>(`${path(id)}/${action}`, { method: 'POST' });
}

/** `PUT /api/admin/reviews/{id}/reply` (permission content.reviews.update). */
export function replyToReview(id: string, body: ReviewReply): Promise<AdminReviewResult> {
  return apiFetch<AdminReviewResult>(`${path(id)}/reply`, { method: 'PUT', body });
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
