import { mergeBrowserCart } from '../../lib/cart/cart-actions';
import { mergeBrowserWishlist } from '../../lib/wishlist/wishlist-actions';

/** Right after sign-in or sign-up: the browser's cart and wishlist move into the account. */
export async function afterSignIn(): Promise<void> {
  await Promise.all([mergeBrowserCart(), mergeBrowserWishlist()]);
}
