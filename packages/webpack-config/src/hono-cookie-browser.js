// hono/client's cookie serializer, for browser builds. The client turns a call's `cookie` argument
// into a Cookie header, which a browser's fetch never sends (a forbidden header name): the page's
// own cookies go with `credentials`. The full serializer (options, validation, prefixes) cost
// every page ~0.6 KB gzip for that dead path.
export const serialize = (name, value) => `${name}=${encodeURIComponent(value)}`;
