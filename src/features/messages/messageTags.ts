/** The session's unread counts in the API cache (the top bar badge's and the live connection's entry). */
export const UNREAD_TAG = { type: 'Inbox', id: 'UNREAD' } as const;

/** Every inbox page. */
export const INBOX_LIST_TAG = { type: 'Inbox', id: 'LIST' } as const;
