import type { FastifyBaseLogger } from 'fastify';

/** Sends a verification code. Production plugs in a carrier; the default only logs in demo mode. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, code: string, purpose: string): Promise<void>;
}

export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}
  async send(phone: string, code: string, purpose: string): Promise<void> {
    this.log.info({ phone, purpose, code }, 'demo SMS code (not sent: no SMS provider configured)');
  }
}
