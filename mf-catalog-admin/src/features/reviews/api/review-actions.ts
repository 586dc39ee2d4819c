import { apiFetch } from '@market/api-client/api-fetch';
import type { AdminReviewResult, ReviewAction, ReviewReply } from '@market/domain/admin-reviews';
import { toaster } from '@market/ui/toaster';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
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
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<ReviewAction | 'reply' | null>(null);
  const perform = useCallback(
    async (name: ReviewAction | 'reply', call: () => Promise<AdminReviewResult>): Promise<AdminReviewResult> => {
      setPending(name);
      try {
        const result = await call();
        toaster.create({ type: 'success', title: result.title, description: result.message, duration: 5000 });
        await mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_REVIEWS_KEY));
        return result;
      } catch (error) {
        toaster.create({ type: 'error', title: '처리하지 못했습니다', description: error instanceof Error ? error.message : undefined });
        throw error;
      } finally {
        setPending(null);
      }
    },
    [mutate],
  );
  return {
    pending,
    changeStatus: (id: string, action: ReviewAction) => perform(action, () => changeReviewStatus(id, action)),
    reply: (id: string, body: ReviewReply) => perform('reply', () => replyToReview(id, body)),
  };
}
