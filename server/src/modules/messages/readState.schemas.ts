import { Type, type Static } from 'typebox';
import { ThreadTypeSchema } from './messages.schemas';

const Position = (description: string) => Type.Integer({ minimum: 0, maximum: 2_000_000_000, description });

const threadReadsExample = {
  threadId: '6651f0e1d2c3b4a5968778c3',
  type: 'Single' as const,
  reads: [{ userId: '6650a1f2c3d4e5f6a7b8c902', lastReadPosition: 41 }],
};

/** Where the other members of a thread have read up to: "Seen" (direct) and "Seen by N" (group, team). */
export const ThreadReadsSchema = Type.Object(
  {
    threadId: Type.String(),
    type: ThreadTypeSchema,
    reads: Type.Array(
      Type.Object({
        userId: Type.String(),
        lastReadPosition: Position('they have read every message up to this position (0: none)'),
      }),
      { description: 'every other member of the thread (not the one asking)' },
    ),
  },
  { title: 'ThreadReads', examples: [threadReadsExample] },
);
export type ThreadReads = Static<typeof ThreadReadsSchema>;
export { threadReadsExample };

export const ReadersQuery = Type.Object({
  position: Position('the message position: the other members who have read up to it are answered'),
});
