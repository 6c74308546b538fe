import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '../../../api/wire';
import { refusalReason } from './refusalReason';

const refused = (statusCode: number, code?: string): FetchBaseQueryError => {
  const data: ApiErrorBody = {
    message: 'testo del server',
    statusCode,
    error: 'Bad Request',
    ...(code ? { code } : {}),
  };
  return { status: statusCode, data };
};

describe('refusalReason', () => {
  it('names the reason the server coded, which the status alone does not tell', () => {
    expect(refusalReason(refused(400, 'messages.imageJpgOrPng'))).toBe('pictureType');
    expect(refusalReason(refused(413, 'messages.imageTooLarge'))).toBe('pictureTooLarge');
    expect(refusalReason(refused(429, 'messages.tooManyMessages'))).toBe('rateLimited');
    expect(refusalReason(refused(403, 'messages.notGroupMember'))).toBe('notMember');
  });

  it('falls back to the status for a code it does not know, or none', () => {
    expect(refusalReason(refused(400, 'messages.notValidMessage'))).toBe('invalid');
    expect(refusalReason(refused(400))).toBe('invalid');
    expect(refusalReason(refused(404, 'messages.threadNotFound'))).toBe('notFound');
    expect(refusalReason({ status: 500, data: 'Internal Server Error' })).toBe('serverError');
  });
});
