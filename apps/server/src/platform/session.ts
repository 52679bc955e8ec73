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
