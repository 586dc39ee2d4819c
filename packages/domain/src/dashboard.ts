/** `GET /api/admin/dashboard`: counts read from the database, limited to what the role may read. */
export interface DashboardCounts {
  brands: { total: number; active: number; pending: number } | null;
  customers: { total: number; active: number; newThisMonth: number } | null;
  staff: { total: number } | null;
}

/** `GET /api/admin/notifications`: pending work for the header badge. */
export interface AdminNotifications {
  count: number;
  items: { type: string; message: string; count: number; href: string }[];
}
