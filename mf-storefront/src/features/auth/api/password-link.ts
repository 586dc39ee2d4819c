import { api, call } from '@market/api-client/api';
import type { PasswordLinkInfo, SetPassword } from '@market/domain/password-link';
import useSWR from 'swr';

const param = (token: string) => ({ token: encodeURIComponent(token) });

/**
 * `GET /api/auth/password-link/{token}`: whose link it is (masked e-mail) and until when it works;
 * an unknown link answers 404 and a used, replaced or expired one 410, each with its Korean message.
 */
export function usePasswordLink(token: string) {
  return useSWR<PasswordLinkInfo>(
    token ? ['password-link', token] : null,
    () => call(api.auth['password-link'][':token'].$get({ param: param(token) })),
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

/** `POST /api/auth/password-link/{token}`: sets the password and uses the link up. */
export function setPasswordWithLink(token: string, body: SetPassword): Promise<{ message: string }> {
  return call(api.auth['password-link'][':token'].$post({ param: param(token), json: { ...body } }));
}
