import { mergeBrowserCart } from '../cart/cart-actions';
import { mergeBrowserWishlist } from '../wishlist/wishlist-actions';

/** Right after sign-in or sign-up: the browser's cart and wishlist move into the account. */
export async function afterSignIn(): Promise<void> {
  await Promise.all([mergeBrowserCart(), mergeBrowserWishlist()]);
}
