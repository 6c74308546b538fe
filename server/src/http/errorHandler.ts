import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { coreTexts, type CoreKey } from '../i18n/catalogue';
import { translate } from '../i18n/texts';
import { ApiError } from './apiError';
import { errorBody } from './errorBody';
import { describeValidationError } from './validationMessage';

interface Described {
  statusCode: number;
  message: string;
  /** The message's catalogue key, which a client can act on whatever the language (ErrorBody's `code`). */
  code?: string;
}

// Errors raised by fastify's body parsers and @fastify/multipart, by code: [status, catalogue key].
const KNOWN_CODES: Record<string, [number, CoreKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'http.invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'http.emptyJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'http.bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'http.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'http.invalidContentLength'],
  FST_REQ_FILE_TOO_LARGE: [413, 'http.fileTooLarge'],
  FST_PARTS_LIMIT: [413, 'http.tooManyParts'],
  FST_FILES_LIMIT: [413, 'http.tooManyParts'],
  FST_FIELDS_LIMIT: [413, 'http.tooManyParts'],
  FST_PROTO_VIOLATION: [400, 'http.invalidMultipart'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [406, 'http.invalidMultipart'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'http.invalidMultipart'],
};

// What busboy says about a malformed multipart stream (no boundary, truncated or unterminated parts).
const MULTIPART_STREAM_ERROR = /Boundary not found|Boundary required|unexpected end of multipart data/i;

function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  const isMultipart = (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
  return isMultipart && !error.statusCode && MULTIPART_STREAM_ERROR.test(error.message);
}

function describe(error: FastifyError, request: FastifyRequest): Described {
  const language = request.language;
  if (error instanceof ApiError) {
    return { statusCode: error.statusCode, message: translate(language, error.key, error.params), code: error.key };
  }
  if (error.validation) {
    const context = error.validationContext ?? 'body';
    return {
      statusCode: 400,
      message: describeValidationError(error.validation, context, language),
      code: 'core.validation',
    };
  }
  const known = error.code ? KNOWN_CODES[error.code] : undefined;
  if (known) {
    const contentType = String(request.headers['content-type'] ?? '');
    return {
      statusCode: known[0],
      message: coreTexts.text(language, known[1], { contentType }),
      code: `core.${known[1]}`,
    };
  }
  // JSON.parse failures and prototype-poisoning attempts come from the JSON parser as 400 SyntaxErrors.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { statusCode: 400, message: coreTexts.text(language, 'http.invalidJson'), code: 'core.http.invalidJson' };
  }
  if (isMalformedMultipart(error, request)) {
    return {
      statusCode: 400,
      message: coreTexts.text(language, 'http.invalidMultipart'),
      code: 'core.http.invalidMultipart',
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      statusCode: error.statusCode,
      message: coreTexts.text(language, 'common.requestFailed'),
      code: 'core.common.requestFailed',
    };
  }
  return { statusCode: 500, message: coreTexts.text(language, 'common.internalError') };
}

/**
 * Every error becomes `{ message, statusCode, error, code }`; only genuine server faults are 5xx and logged as errors.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, message, code } = describe(error, request);
  if (error instanceof ApiError) void reply.headers(error.headers);
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode, reason: error.message }, 'request rejected');
  void reply.status(statusCode).send(errorBody(statusCode, message, code));
}
