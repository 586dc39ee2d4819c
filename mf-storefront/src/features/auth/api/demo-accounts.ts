import useSWR from 'swr';

export interface DemoShoppers {
  password: string;
  accounts: { email: string; name: string; role: 'customer' | 'seller' }[];
}

/**
 * `GET /api/auth/demo-accounts`: the demo shoppers and their password, only while the server runs
 * in demo mode (404 otherwise, and then the page shows no demo buttons and no password).
 */
export function useDemoShoppers(): DemoShoppers | undefined {
  const { data, error } = useSWR<DemoShoppers>('/api/auth/demo-accounts', { shouldRetryOnError: false, revalidateOnFocus: false });
  return error ? undefined : data;
}
