/** The fixed JSON every server of hono-share.mjs answers (the size of a small API answer). */
export const FIXED_JSON = { status: 'ok', service: '스타일허브', database: { driver: 'postgres', ok: true } };
