import { SENSITIVE_WORDS_MAX, type SensitiveWords } from '@cailiao/contracts';
import type { FastifyRequest } from 'fastify';
import { systemRepository } from '../../accounts/index.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';

/** Where the list lives: one row of system_settings (no table of its own). */
export const SENSITIVE_WORDS_KEY = 'chat.sensitive_words';
export type Masker = (text: string) => string;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const noMask: Masker = (text) => text;

/** The list as the operator means it: trimmed, without blanks and repeats, in their order. */
export function normaliseWords(words: readonly string[]): string[] {
  return [...new Set(words.map((w) => w.trim()).filter(Boolean))].slice(0, SENSITIVE_WORDS_MAX);
}

/**
 * One regular expression for the whole list, compiled once per change: longest words first so
 * that "赌博网站" is masked whole rather than "赌博" and the rest; Latin letters without regard to
 * case. Each matched character becomes one ＊ (by code point, so an emoji is one ＊).
 */
export function compileMasker(words: readonly string[]): Masker {
  const list = normaliseWords(words).sort((a, b) => b.length - a.length);
  if (list.length === 0) return noMask;
  const pattern = new RegExp(list.map(escapeRegExp).join('|'), 'giu');
  return (text) => (text ? text.replace(pattern, (m) => '＊'.repeat([...m].length)) : text);
}

/**
 * The operator's sensitive-word list and its compiled masker, cached per process. A change is
 * announced on the bus (`SensitiveWordsChanged`), so every process drops its copy and compiles the
 * new list on the next message it masks.
 */
export function createSensitiveWords({ db, bus }: { db: Db; bus: EventBus }) {
  let compiled: Promise<Masker> | undefined;
  const read = async () =>
    normaliseWords((await systemRepository.getSetting<string[]>(db, SENSITIVE_WORDS_KEY)) ?? []);

  bus.subscribe((event) => {
    if (event.type === 'SensitiveWordsChanged') compiled = undefined;
  });

  function masker(): Promise<Masker> {
    if (!compiled) {
      const loading = read().then(compileMasker);
      // A failed read is not cached: the next message tries again.
      loading.catch(() => {
        if (compiled === loading) compiled = undefined;
      });
      compiled = loading;
    }
    return compiled;
  }

  return {
    /** `text` with every listed word masked (the send path's one call). */
    async mask(text: string): Promise<string> {
      return (await masker())(text);
    },

    async list(): Promise<SensitiveWords> {
      return { words: await read() };
    },

    /** Replaces the list; `audit` writes the operator's row in the same transaction. */
    async replace(words: string[], audit: (tx: Tx) => Promise<void>): Promise<SensitiveWords> {
      const list = normaliseWords(words);
      await db.transaction(async (tx) => {
        await systemRepository.putSetting(tx, SENSITIVE_WORDS_KEY, list);
        await audit(tx);
      });
      compiled = undefined;
      await bus.publish({ type: 'SensitiveWordsChanged' });
      return { words: list };
    },
  };
}
export type SensitiveWordsService = ReturnType<typeof createSensitiveWords>;

/**
 * A preHandler hook that masks the named text fields of the bodies of some routes
 * (`METHOD /route/pattern` → fields): group names, descriptions and announcements.
 */
export function maskBodies(
  mask: (text: string) => Promise<string>,
  routes: Record<string, readonly string[]>,
) {
  return async (req: FastifyRequest) => {
    const fields = routes[`${req.method} ${req.routeOptions.url}`];
    const body = req.body as Record<string, unknown> | undefined;
    if (!fields || !body || typeof body !== 'object') return;
    for (const field of fields) {
      const value = body[field];
      if (typeof value === 'string') body[field] = await mask(value);
    }
  };
}
