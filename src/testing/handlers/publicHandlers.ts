import { http, HttpResponse } from 'msw';
import type { ContactMessage, ContactReceipt } from '../../features/public/contactApi';
import { buildContactReceipt, buildContactValidationErrorBody } from '../fixtures/contactFixtures';
import { endpoint, type EndpointOptions } from './endpoint';

export interface ContactHandlersOptions {
  /** The 201 answer's body. */
  receipt?: ContactReceipt;
  sendMessage?: EndpointOptions<ContactMessage>;
}

const contactFields: readonly (keyof ContactMessage)[] = ['name', 'email', 'message'];

/** POST /api/contact as the reference server answers it. */
export function contactHandlers(options: ContactHandlersOptions = {}) {
  const answerSendMessage = endpoint(options.sendMessage);

  return [
    http.post('*/api/contact', async ({ request }) => {
      const message = (await request.json()) as ContactMessage;
      return answerSendMessage(message, () => {
        const blank = contactFields.find((field) => !message[field]?.trim());
        if (blank) return HttpResponse.json(buildContactValidationErrorBody(blank), { status: 400 });
        return HttpResponse.json(options.receipt ?? buildContactReceipt(), { status: 201 });
      });
    }),
  ];
}

export const publicHandlers = contactHandlers();
