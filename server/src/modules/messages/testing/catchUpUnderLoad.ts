import { LiveClient, type LiveMessage } from '../../../realtime/testing/liveClient';
import { multipartPayload } from '../../../storage/testing/multipartPayload';
import type { TestApp } from '../../../testing/testApp';
import type { Person } from './chatFixtures';

interface HeldMessage {
  _id: string;
  position: number;
  text: string;
}

const tokenOf = (who: Person) => who.headers.authorization.replace('Bearer ', '');

export function sendDirect(t: TestApp, from: Person, to: Person, text: string, clientId?: string) {
  const { payload, headers } = multipartPayload({ reciever: to.id, text, ...(clientId ? { clientId } : {}) });
  return t.api({
    method: 'POST',
    url: '/api/user/send/message/in/single',
    payload,
    headers: { ...from.headers, ...headers },
  });
}

/**
 * What a reader ends up holding when `count` messages are sent in parallel while it keeps catching up (GET
 * `afterPosition=<highest held>`, as the SPA does after a reconnect) and its socket delivers live: every message
 * the reader holds, in the order it holds them (upserted by id, sorted by position).
 */
export async function catchUpDuringParallelSends(t: TestApp, sender: Person, reader: Person, count: number) {
  const first = (await sendDirect(t, sender, reader, 'first')).json().data;
  const threadId: string = first.threadId;
  const live = await LiveClient.connect(t.app, tokenOf(reader), t.config.secretHeader.value);
  const held = new Map<string, HeldMessage>([[first._id, first]]);
  const caughtUp: HeldMessage[] = [];
  const highest = () => Math.max(0, ...caughtUp.map((message) => message.position));
  const catchUp = async () => {
    const page = await t.api({
      url: `/api/user/message/conversation/${threadId}?afterPosition=${highest()}&limit=50`,
      headers: reader.headers,
    });
    const items = page.json().data as HeldMessage[];
    caughtUp.push(...[...items].reverse());
  };
  try {
    let sending = true;
    const sends = Promise.all(
      Array.from({ length: count }, (_, n) => sendDirect(t, sender, reader, `parallel ${n + 1}`)),
    ).finally(() => {
      sending = false;
    });
    while (sending) {
      await catchUp();
      // Let the sends' request streams run: on SQLite (synchronous) a catch-up can complete within one turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const answers = await sends;
    await catchUp();
    const sent = answers.map((answer) => answer.json().data as HeldMessage);
    // Live delivery: wait for the last sent message's event, then merge everything the socket brought.
    const lastSent = sent.reduce((a, b) => (a.position > b.position ? a : b));
    const messageOf = (event: LiveMessage) => event.data?.message as HeldMessage | undefined;
    await live.next((event) => event.type === 'message.created' && messageOf(event)?._id === lastSent._id);
    const liveMessages = live.received
      .filter((event: LiveMessage) => event.type === 'message.created')
      .map((event: LiveMessage) => messageOf(event)!);
    for (const message of [...caughtUp, ...liveMessages]) held.set(message._id, message);
    return {
      sent: [first, ...sent],
      caughtUp,
      held: [...held.values()].sort((a, b) => a.position - b.position),
    };
  } finally {
    live.close();
  }
}
