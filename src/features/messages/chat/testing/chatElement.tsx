import { VirtuosoMockContext } from 'react-virtuoso';
import type { InboxThread } from '../../../../api/wire';
import type { SendTarget } from '../../conversationState';
import { ChatView } from '../ChatView';

export interface ChatElementOptions {
  /** The chat's height in px (600 by default); 120 shows two messages, a large one every held message. */
  viewportHeight?: number;
  /** Whom a send goes to: the thread's group by default. */
  target?: SendTarget;
  title?: string;
  onBack?: () => void;
}

/** A thread's `ChatView` as a web test renders it: jsdom lays nothing out, so Virtuoso is told the sizes a browser
 * would measure. */
export function chatElement(thread: InboxThread, options: ChatElementOptions = {}) {
  return (
    <VirtuosoMockContext.Provider value={{ viewportHeight: options.viewportHeight ?? 600, itemHeight: 60 }}>
      <ChatView
        conversationKey={{ kind: 'thread', id: thread._id }}
        target={options.target ?? { kind: 'group', groupId: thread._id }}
        title={options.title ?? thread.name}
        backLabel="Back"
        onBack={options.onBack ?? (() => undefined)}
      />
    </VirtuosoMockContext.Provider>
  );
}
