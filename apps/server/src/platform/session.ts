/** The session behind a request or a socket: who, with which roles, by which token (its hash). */
export interface AuthContext {
  userId: number;
  roles: string[];
  tokenHash: string;
}

/** What the guards need of accounts: a token in, a live session (or null) out. */
export interface Authenticator {
  authenticate(token: string | undefined): Promise<AuthContext | null>;
  /** A socket's `token`: a single-use socket ticket, or a bearer token. */
  authenticateSocket(token: string | undefined): Promise<AuthContext | null>;
}
