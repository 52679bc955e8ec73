import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import { unavailable } from '../../platform/errors.ts';
import type { SmsProvider } from './sms.ts';

/** 138****8000: enough to find a complaint in the log, not enough to be personal data. */
const maskPhone = (phone: string) =>
  phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';

type HttpSmsConfig = Extract<SmsConfig, { provider: 'http' }>;

export interface HttpSmsDeps {
  fetch?: typeof fetch;
  /** Waits between attempts (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * An HTTP SMS gateway: POST `SMS_URL` with `Authorization: Bearer SMS_API_KEY` and the JSON body
 * `{ phone, template, params: { code, purpose } }`; any 2xx means accepted. Each attempt times out
 * after `SMS_TIMEOUT_MS`; network errors, timeouts, 408, 429 and 5xx are retried `SMS_RETRIES`
 * times with a growing pause, other answers are final. A retried timeout may deliver the same code
 * twice, which is harmless. The code is never logged, nor the gateway's answer (it may echo it).
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly config: HttpSmsConfig,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    deps: HttpSmsDeps = {},
  ) {
    this.fetch = deps.fetch ?? fetch;
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  async send(phone: string, code: string, purpose: string): Promise<void> {
    const { url, apiKey, template, timeoutMs, retries } = this.config;
    const body = JSON.stringify({ phone, template, params: { code, purpose } });
    const to = maskPhone(phone);
    for (let attempt = 1; ; attempt++) {
      let failure: string;
      let retryable = true;
      try {
        const res = await this.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.body?.cancel().catch(() => {});
        if (res.ok) return;
        failure = `HTTP ${res.status}`;
        retryable = res.status >= 500 || res.status === 408 || res.status === 429;
      } catch (err) {
        const name = (err as Error).name;
        failure = name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `network error (${name})`;
      }
      if (!retryable || attempt > retries) {
        this.log.error({ to, purpose, attempts: attempt, failure }, 'SMS gateway did not accept the message');
        throw unavailable('短信发送失败，请稍后再试', 'SMS_UNAVAILABLE');
      }
      this.log.warn({ to, purpose, attempt, failure }, 'SMS gateway attempt failed; retrying');
      await this.sleep(250 * 2 ** (attempt - 1));
    }
  }
}
