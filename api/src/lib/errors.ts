import { ERROR_MESSAGES, ERROR_STATUS, type ErrorBody, type ErrorCode } from '@market/domain/errors';

/** A coded domain error thrown by services; the one onError maps it to status and body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export function errorBody(code: ErrorCode, message: string = ERROR_MESSAGES[code], fields?: Record<string, string>): ErrorBody {
  return new AppError(code, message, fields).toBody();
}
