import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Db } from '../db/database';
import type { PageDataDeclaration } from '../http/pageData';
import type { AuthUser } from '../auth/authUser';
import type { AccountThrottle } from '../auth/accountThrottle';
import type { SessionCache } from '../auth/sessionCache';
import type { Sessions } from '../auth/sessions';
import type { TokenSigner } from '../auth/tokens';
import type { Language } from '../i18n/language';
import type { Mailer } from '../mail/mailer';
import type { Realtime } from '../realtime/realtime.plugin';
import type { UploadStore } from '../storage/uploadStore';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The connection handle (dialect, close); `db` is its query builder. */
    database: DatabaseHandle;
    db: Db;
    mailer: Mailer;
    tokens: TokenSigner;
    /** The one upload store (storage/uploadStore.ts) over the configured folder, database or S3 bucket. */
    uploads: UploadStore;
    sessions: Sessions;
    /** The sessions this process trusts without reading their row (auth/sessionCache.ts). */
    sessionCache: SessionCache;
    /** Per-account (e-mail) attempt limits for login and password recovery. */
    accountThrottle: AccountThrottle;
    /** preHandler for routes that need a logged-in user (sets request.user, else 401). */
    authenticate: preHandlerAsyncHookHandler;
    /** Live events: the cross-instance bus and this instance's WebSocket connections. */
    realtime: Realtime;
  }

  interface FastifyContextConfig {
    /** The SPA pages whose first view asks for this GET route: its answer goes into their index.html (http/pageData.ts). */
    pageData?: PageDataDeclaration[];
  }

  interface FastifyRequest {
    /** From Accept-Language: 'it' (default) or 'en'. */
    language: Language;
    /** Set by the `authenticate` preHandler; null on routes without it. */
    user: AuthUser | null;
    /** The session of the request's token, set with `user`. */
    sessionId: string | null;
  }
}
