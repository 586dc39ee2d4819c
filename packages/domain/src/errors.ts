/** The one error shape of the API (DESIGN 2.2): `{ error: { code, message, fields? } }`. */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /** Something that existed and is no longer usable (a used or expired one-time link). */
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  /** Maintenance mode: the storefront is closed for a while (503). */
  | 'MAINTENANCE'
  /** Too many shoppers browse at once: this request was turned away so that the rest stay fast (503). */
  | 'BUSY';

/** Shown when the API cannot be reached at all (storefront spec section 8). */
export const NETWORK_ERROR_MESSAGE = '네트워크 오류가 발생했습니다.';

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
  BUSY: 503,
};

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: '잘못된 요청입니다.',
  VALIDATION: '입력값을 확인해주세요.',
  UNAUTHENTICATED: '로그인이 필요합니다.',
  FORBIDDEN: '이 작업을 수행할 권한이 없습니다.',
  NOT_FOUND: '요청한 리소스를 찾을 수 없습니다.',
  CONFLICT: '요청을 처리할 수 없는 상태입니다.',
  GONE: '더 이상 사용할 수 없습니다.',
  PAYLOAD_TOO_LARGE: '요청 본문이 너무 큽니다.',
  UNSUPPORTED_MEDIA_TYPE: 'JSON 형식으로 보내주세요.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  INTERNAL: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  MAINTENANCE: '점검 중입니다. 잠시 후 다시 이용해주세요.',
  BUSY: '접속자가 많아 잠시 후 다시 시도해주세요.',
};
