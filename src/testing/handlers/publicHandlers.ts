import { http, HttpResponse } from 'msw';
import type { ApiErrorBody } from '../../api/wire';
import type { ContactMessage, ContactReceipt } from '../../features/public/contactApi';
import {
  buildContactErrorBody,
  buildContactReceipt,
  buildContactValidationErrorBody,
} from '../fixtures/contactFixtures';

export interface ContactHandlersOptions {
  /** `success` answers 201 with the receipt; `serverError` answers with the error body and its status. */
  outcome?: 'success' | 'serverError';
  receipt?: ContactReceipt;
  errorBody?: ApiErrorBody;
  /** Receives every request body, so a test can check what the form sent. */
  onMessage?: (message: ContactMessage) => void;
  /** The response waits for this promise, so a test can look at the page while the request is in flight. */
  holdUntil?: Promise<unknown>;
}

const contactFields: readonly (keyof ContactMessage)[] = ['name', 'email', 'message'];

/** POST /api/contact as the reference server answers it. */
export function contactHandlers(options: ContactHandlersOptions = {}) {
  const { outcome = 'success', onMessage, holdUntil } = options;

  return [
    http.post('*/api/contact', async ({ request }) => {
      const message = (await request.json()) as ContactMessage;
      onMessage?.(message);
      await holdUntil;

      if (outcome === 'serverError') {
        const body = options.errorBody ?? buildContactErrorBody();
        return HttpResponse.json(body, { status: body.statusCode });
      }
      const blank = contactFields.find((field) => !message[field]?.trim());
      if (blank) return HttpResponse.json(buildContactValidationErrorBody(blank), { status: 400 });
      return HttpResponse.json(options.receipt ?? buildContactReceipt(), { status: 201 });
    }),
  ];
}

export const publicHandlers = contactHandlers();
