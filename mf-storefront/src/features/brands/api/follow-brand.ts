import { apiFetch } from '@market/api-client/api-fetch';

/** What the follow endpoints answer: the shopper's state and the brand's new follower count. */
export interface FollowState {
  following: boolean;
  followers: number;
}

export const followPath = (brandId: string) => `/api/brands/${encodeURIComponent(brandId)}/follow`;

/** `POST /api/brands/{id}/follow` (signed-in shopper; kept on the server). */
export function followBrand(brandId: string): Promise<FollowState> {
  return apiFetch<FollowState>(followPath(brandId), { method: 'POST' });
}

/** `DELETE /api/brands/{id}/follow`. */
export function unfollowBrand(brandId: string): Promise<FollowState> {
  return apiFetch<FollowState>(followPath(brandId), { method: 'DELETE' });
}
