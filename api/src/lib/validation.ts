import { z } from 'zod';
import { ERROR_MESSAGES } from '@market/domain/errors';
import { AppError } from './errors';

// A schema without its own message answers in Korean too (an array for an object, a 3,000-character
// path parameter): zod's Korean locale for every default message. Our own messages still win.
z.config(z.locales.ko());

const UNKNOWN_FIELD = '허용되지 않는 항목입니다.';

/** Zod issues -> `fields` with the first message per field (the spec's exact wording). */
export function issuesToFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= UNKNOWN_FIELD;
      continue;
    }
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** 422 with the first field's message as the headline, so a toast shows something useful. */
export function validationError(error: z.ZodError): AppError {
  const fields = issuesToFields(error);
  const first = Object.values(fields)[0];
  return new AppError('VALIDATION', first ?? ERROR_MESSAGES.VALIDATION, fields);
}
