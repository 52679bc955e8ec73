// The door of the real-time gateway: sockets in, domain events out as frames.
export { registerChatRealtime } from './chat-realtime.ts';
export type { GatewayContext } from './context.ts';
export { registerRealtimeGateway } from './realtime.gateway.ts';
