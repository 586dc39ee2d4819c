import type { CustomerUser } from '@market/domain/auth';
import { useCustomerSession } from '@market/session/session-store';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@market/ui/router';
import { urls } from '../urls';

// Set while a signed-in page signs the shopper out on its way home: the navigation runs in a
// transition (the page stays mounted until home has loaded), so the session turning anonymous
// must not send the visitor to /login meanwhile. Cleared when that page unmounts.
let signingOut = false;

/** Call before signing out from a page that uses useRequireCustomer and navigating away. */
export function leaveAfterSignOut(): void {
  signingOut = true;
}

/**
 * For pages only a signed-in shopper sees (spec 6): once the session is known, an anonymous
 * visitor is sent to `/login?next=<this page>`. Answers the shopper, or null while unknown.
 */
export function useRequireCustomer(): { customer: CustomerUser | null; loaded: boolean } {
  const session = useCustomerSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.loaded && !session.customer && !signingOut) navigate(urls.login(`${pathname}${search}`), { replace: true });
  }, [session.loaded, session.customer, navigate, pathname, search]);
  useEffect(
    () => () => {
      signingOut = false;
    },
    [],
  );
  return session;
}
