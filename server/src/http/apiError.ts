import type { MessageKey } from '../i18n/catalogue';
import type { MessageParams } from '../i18n/translate';

type ApiErrorText = { key: MessageKey; params?: MessageParams } | { fixed: string };

/**
 * An error the client caused, answered as `{ message, statusCode, error }`. The message is a catalogue key,
 * translated by the error handler into the request's language, or a fixed text SPEC.md prescribes verbatim.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: ApiErrorText,
  ) {
    super('key' in text ? text.key : text.fixed);
    this.name = 'ApiError';
  }

  static localised(statusCode: number, key: MessageKey, params?: MessageParams): ApiError {
    return new ApiError(statusCode, { key, params });
  }

  static fixed(statusCode: number, text: string): ApiError {
    return new ApiError(statusCode, { fixed: text });
  }
}
