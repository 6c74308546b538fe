import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';

export interface ErrorBody {
  message: string;
  statusCode: number;
  error: string;
  code?: string;
}

export function errorBody(statusCode: number, message: string, code?: string): ErrorBody {
  return { message, statusCode, error: STATUS_CODES[statusCode] ?? 'Error', ...(code ? { code } : {}) };
}

const errorBodyExample = {
  message: 'Evento non trovato.',
  statusCode: 404,
  error: 'Not Found',
  code: 'events.eventNotFound',
};

/** The error shape of CONVENTIONS.md, for route response schemas and the OpenAPI document. */
export const ErrorBodySchema = Type.Object(
  {
    message: Type.String(),
    statusCode: Type.Integer(),
    error: Type.String(),
    code: Type.Optional(
      Type.String({
        description:
          'What went wrong, the same in every language: the key of `message` (`namespace.key`), or `core.validation` for a request that does not match the route schema. Absent on 5xx.',
      }),
    ),
  },
  {
    title: 'ErrorBody',
    examples: [errorBodyExample],
    description: 'Every 4xx/5xx answer; message localised by Accept-Language',
  },
);
