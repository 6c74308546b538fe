import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';

export interface ErrorBody {
  message: string;
  statusCode: number;
  error: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { message, statusCode, error: STATUS_CODES[statusCode] ?? 'Error' };
}

const errorBodyExample = { message: 'Evento non trovato.', statusCode: 404, error: 'Not Found' };

/** The error shape of CONVENTIONS.md, for route response schemas and the OpenAPI document. */
export const ErrorBodySchema = Type.Object(
  { message: Type.String(), statusCode: Type.Integer(), error: Type.String() },
  {
    title: 'ErrorBody',
    examples: [errorBodyExample],
    description: 'Every 4xx/5xx answer; message localised by Accept-Language',
  },
);
