import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import { unavailable } from '../../platform/errors.ts';
import { HttpSmsProvider } from './sms-http.ts';

/** Sends a verification code. `SMS_PROVIDER` picks the implementation (README, settings). */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, code: string, purpose: string): Promise<void>;
}

/** Writes the code into the log instead of sending it: demo mode and tests only (config refuses it otherwise). */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}
  async send(phone: string, code: string, purpose: string): Promise<void> {
    this.log.info({ phone, purpose, code }, 'demo SMS code (not sent: demo mode)');
  }
}

/** No SMS service configured: sending a code fails, so nothing waits for a code that never comes. */
export class DisabledSmsProvider implements SmsProvider {
  readonly name = 'off';
  async send(): Promise<void> {
    throw unavailable('短信服务未开通，请使用用户名注册或联系客服', 'SMS_UNAVAILABLE');
  }
}

export function createSmsProvider(config: SmsConfig, log: FastifyBaseLogger): SmsProvider {
  switch (config.provider) {
    case 'log':
      return new LogSmsProvider(log);
    case 'http':
      return new HttpSmsProvider(config, log);
    case 'off':
      return new DisabledSmsProvider();
  }
}
