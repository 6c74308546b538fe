import { Type, type Static } from 'typebox';
import { Limit, Offset } from '../../contract/common';
import { ContactSchema } from './messages.schemas';

/** A search in a conversation answers pages of this many hits. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_QUERY_MAX = 100;

const searchHitExample = {
  _id: '6651a2b3c4d5e6f7a8b9c501',
  position: 42,
  sender: { _id: '6650a1f2c3d4e5f6a7b8c902', firstName: 'Giulia', lastName: 'Bianchi', picture: null },
  created_at: '2026-05-03T16:02:11.000Z',
  text: 'Ci vediamo alle 18 al campo di via Padova?',
};

/** One message a search found: enough to list it and to jump to it in the conversation. */
export const MessageSearchHitSchema = Type.Object(
  {
    _id: Type.String({ description: 'the message id' }),
    position: Type.Integer({ minimum: 1, description: "the message's place in its thread: load the pages up to it" }),
    sender: ContactSchema,
    created_at: Type.String({ description: 'ISO 8601 UTC' }),
    text: Type.String({ description: 'the whole message text (plain text: the client highlights what matched)' }),
  },
  { title: 'MessageSearchHit', examples: [searchHitExample] },
);
export type MessageSearchHit = Static<typeof MessageSearchHitSchema>;
export { searchHitExample };

export const MessageSearchQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: SEARCH_QUERY_MAX,
    description:
      'the words to find in the message texts: a substring, any case, accents ignored ("perche" finds "Perché")',
  }),
  offset: Type.Optional(Offset()),
  limit: Type.Optional(Limit(50, { default: SEARCH_PAGE_SIZE })),
});
