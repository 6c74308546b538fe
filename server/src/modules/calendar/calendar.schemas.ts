import { Type } from 'typebox';
import { envelope, errors } from '../../contract/common';

/** The member's secret feed address, in the two forms calendar apps take. */
export const CalendarFeedSchema = Type.Object({
  url: Type.String({
    format: 'uri',
    description: 'https://<host>/calendar/<token>.ics: anyone holding it reads the feed, without logging in',
    examples: ['https://campo.example/calendar/3f9c0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3.ics'],
  }),
  webcalUrl: Type.String({
    description: "The same address as webcal://, which opens the subscription in the device's calendar app",
    examples: ['webcal://campo.example/calendar/3f9c0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3.ics'],
  }),
});

export const CalendarFeedResponses = { 200: envelope(CalendarFeedSchema), ...errors(401, 403) };

/** `<token>.ics`: anything else is answered like an unknown token. */
export const CalendarFileParams = Type.Object({
  file: Type.String({ maxLength: 100, description: 'The token of the feed address followed by .ics' }),
});

export const CalendarFileResponses = {
  200: {
    description: "The member's registered events (RFC 5545)",
    content: { 'text/calendar': { schema: Type.String() } },
  },
  404: {
    description: 'No feed has this token (unknown, or replaced by a new link)',
    content: { 'text/plain': { schema: Type.String() } },
  },
};
