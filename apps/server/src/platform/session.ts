/** The session behind a request or a socket: who, with which roles, by which token (its hash). */
export interface AuthContext {
  userId: number;
  roles: string[];
  tokenHash: string;
  /** Set on console (operator) sessions only: the operator's role. */
  operatorRole?: string;
}

/** What the guards need of accounts: a token in, a live session (or null) out. */
export interface Authenticator {
  authenticate(token: string | undefined): Promise<AuthContext | null>;
  /** A socket's `token`: a single-use socket ticket, or a bearer token. */
  authenticateSocket(token: string | undefined): Promise<AuthContext | null>;
}

/** What the operator guard needs of accounts: a console token in, a live operator session (or null) out. */
export interface OperatorAuthenticator {
  authenticate(token: string | undefined): Promise<(AuthContext & { operatorRole: string }) | null>;
}

/**
 * The session of a request behind the recall guard (http/session-recall.ts): who, and how to make
 * sure it is still live.
 */
export interface RecalledSession {
  tokenHash: string;
  /**
   * Undefined when the guard looked the session up for this request. Else the session was taken
   * from memory, unchecked: the statement that writes must check it (liveSessionSql), and any other
   * path must call this first, which throws 401 when the session is no longer live.
   */
  verify?: () => Promise<void>;
}
