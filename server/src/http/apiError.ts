export type ApiErrorParams = Record<string, string | number>;

/**
 * An error the client caused, answered as `{ message, statusCode, error }`. `key` is a registered message
 * (`namespace.key`, see i18n/texts.ts), translated by the error handler into the request's language. Create it
 * through a module's texts: `eventTexts.error(404, 'eventNotFound')`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly params: ApiErrorParams = {},
  ) {
    super(key);
    this.name = 'ApiError';
  }

  /** Headers the answer carries (e.g. Retry-After on a 429). */
  readonly headers: Record<string, string> = {};

  withHeader(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }
}
