/** Real-time frames (SPEC.md §5, §7): `{ type, data, timestamp }`. */
export interface SocketFrame {
  type: string;
  data?: unknown;
  timestamp?: number;
}

/**
 * Incoming frame types of SPEC.md §7 under their canonical names, plus `resync` (the server's
 * process got its event bus back after an outage: fetch what may have been missed) and the
 * lottery frames of packages/contracts socket.ts.
 */
export const INCOMING_TYPES = [
  'connection',
  'heartbeat_response',
  'error',
  'new_message',
  'message_read',
  'typing',
  'online_status_update',
  'friends_online_status',
  'system_notification',
  'message_recalled',
  'red_envelope_grabbed',
  'messageStatusUpdate',
  'userOnline',
  'userOffline',
  'friendRequest',
  'chase_update',
  'resync',
  // Lottery (issue 12): a draw to every socket, a player's settled bets to that player.
  'issue_drawn',
  'issue_voided',
  'bet_settled',
] as const;
export type IncomingType = (typeof INCOMING_TYPES)[number];

/** The second names SPEC.md §7 gives some frames; they are the same frame. */
export const FRAME_ALIASES: Readonly<Record<string, IncomingType>> = {
  newMessage: 'new_message',
  typingStatus: 'typing',
  messageRecalled: 'message_recalled',
};

const KNOWN = new Set<string>(INCOMING_TYPES);

/** Canonical type of an incoming frame, or 'unknown'. */
export function canonicalType(type: string): IncomingType | 'unknown' {
  const aliased = Object.hasOwn(FRAME_ALIASES, type) ? FRAME_ALIASES[type] : type;
  return aliased && KNOWN.has(aliased) ? (aliased as IncomingType) : 'unknown';
}

/**
 * SPEC.md §5: a frame must be an object with a string type; a timestamp, when present, must be a
 * positive number. Answers why a frame is refused, or null when it is valid.
 */
export function frameProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '消息帧必须是对象';
  const frame = value as Record<string, unknown>;
  if (typeof frame.type !== 'string' || frame.type.length === 0) return '消息帧缺少字符串类型 type';
  if ('timestamp' in frame && frame.timestamp !== undefined) {
    const ts = frame.timestamp;
    if (typeof ts !== 'number' || !Number.isFinite(ts) || ts <= 0) return '消息帧时间戳无效';
  }
  return null;
}

export function isValidFrame(value: unknown): value is SocketFrame {
  return frameProblem(value) === null;
}

export type Decoded =
  | { ok: true; frame: SocketFrame; type: IncomingType | 'unknown' }
  | { ok: false; problem: string; value?: unknown };

/** Parses and validates one incoming message; the type comes back canonical (aliases mapped). */
export function decodeFrame(raw: unknown): Decoded {
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return { ok: false, problem: '消息解析失败' };
  }
  const problem = frameProblem(value);
  if (problem) return { ok: false, problem: `无效的消息帧已丢弃: ${problem}`, value };
  const frame = value as SocketFrame;
  return { ok: true, frame, type: canonicalType(frame.type) };
}
