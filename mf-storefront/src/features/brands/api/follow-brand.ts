import { api, call, idParam } from '@market/api-client/api';

/** `POST /api/brands/{id}/follow` (signed-in shopper; kept on the server). */
export function followBrand(brandId: string) {
  return call(api.brands[':id'].follow.$post({ param: idParam(brandId) }));
}

/** `DELETE /api/brands/{id}/follow`. */
export function unfollowBrand(brandId: string) {
  return call(api.brands[':id'].follow.$delete({ param: idParam(brandId) }));
}

/** What the follow endpoints answer: the shopper's state and the brand's new follower count. */
export type FollowState = Awaited<ReturnType<typeof followBrand>>;
