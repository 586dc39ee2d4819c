/** Where to go after sign-in: a same-site path from `?next=`, else home. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') && !next.startsWith('/signup') ? next : '/';
}
