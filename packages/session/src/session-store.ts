import { proxy, useSnapshot } from 'valtio';
import { api, apiGet, call } from '@market/api-client/api';
import { ApiError } from '@market/api-client/api-fetch';
import type { CustomerUser, StaffUser } from '@market/domain/auth';
import { hasPermission } from '@market/domain/permission-match';

/**
 * Who is signed in, shopper or staff. One store shared by the shell and every remote (a shared
 * singleton), filled from the server's session cookie; nothing about the session lives only in the
 * browser.
 */
interface SessionState {
  staff: StaffUser | null;
  /** False until the first `/api/admin/auth/me` answer. */
  staffLoaded: boolean;
  /** The server runs in demo mode (published demo accounts): the admin frame says so. */
  demoMode: boolean;
  customer: CustomerUser | null;
  customerLoaded: boolean;
}

export const sessionStore = proxy<SessionState>({
  staff: null,
  staffLoaded: false,
  demoMode: false,
  customer: null,
  customerLoaded: false,
});

/** A `me` answer, or null when nobody is signed in (401). */
async function me<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export async function loadStaff(): Promise<StaffUser | null> {
  const res = await me(() => apiGet(api.admin.auth.me));
  sessionStore.staff = res?.staff ?? null;
  sessionStore.demoMode = res?.demoMode ?? false;
  sessionStore.staffLoaded = true;
  return sessionStore.staff;
}

export async function loginStaff(email: string, password: string): Promise<StaffUser> {
  const res = await call(api.admin.auth.login.$post({ json: { email, password } }));
  sessionStore.staff = res.staff;
  sessionStore.demoMode = res.demoMode;
  sessionStore.staffLoaded = true;
  return res.staff;
}

export async function logoutStaff(): Promise<void> {
  await call(api.admin.auth.logout.$post()).catch(() => undefined);
  sessionStore.staff = null;
}

export async function loadCustomer(): Promise<CustomerUser | null> {
  const res = await me(() => apiGet(api.auth.me));
  sessionStore.customer = res?.user ?? null;
  sessionStore.customerLoaded = true;
  return sessionStore.customer;
}

export async function loginCustomer(email: string, password: string): Promise<{ user: CustomerUser; message: string }> {
  const res = await call(api.auth.login.$post({ json: { email, password } }));
  sessionStore.customer = res.user;
  sessionStore.customerLoaded = true;
  return res;
}

export async function logoutCustomer(): Promise<void> {
  await call(api.auth.logout.$post()).catch(() => undefined);
  sessionStore.customer = null;
}

/** The signed-in staff member (or null) and whether the first check has finished. */
export function useStaffSession(): { staff: StaffUser | null; loaded: boolean; demoMode: boolean; can: (permission: string) => boolean } {
  const snap = useSnapshot(sessionStore);
  const staff = snap.staff as StaffUser | null;
  return {
    staff,
    loaded: snap.staffLoaded,
    demoMode: snap.demoMode,
    can: (permission: string) => (staff ? hasPermission(staff.permissions, permission) : false),
  };
}

export function useCustomerSession(): { customer: CustomerUser | null; loaded: boolean } {
  const snap = useSnapshot(sessionStore);
  return { customer: snap.customer as CustomerUser | null, loaded: snap.customerLoaded };
}
