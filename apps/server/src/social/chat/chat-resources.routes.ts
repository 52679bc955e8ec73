import { successOf } from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/http/reply.ts';
import type { SocialContext } from '../context.ts';

const PALETTE = [
  '#e53935',
  '#fb8c00',
  '#fdd835',
  '#43a047',
  '#00897b',
  '#1e88e5',
  '#3949ab',
  '#8e24aa',
  '#d81b60',
  '#6d4c41',
  '#546e7a',
  '#f4511e',
];
const USER_GLYPHS = ['福', '禄', '寿', '喜', '财', '吉', '乐', '安', '康', '顺', '旺', '发'];
const GROUP_GLYPHS = ['群', '友', '聚', '圈', '团', '盟', '会', '社'];
const SETS = { user: USER_GLYPHS, group: GROUP_GLYPHS } as const;

const Avatar = z.object({ id: z.string(), url: z.string(), name: z.string() });
const list = (kind: keyof typeof SETS) =>
  SETS[kind].map((glyph, i) => {
    const id = `${kind}-${String(i + 1).padStart(2, '0')}`;
    return { id, url: `/avatars/${id}.svg`, name: glyph };
  });

/** A built-in avatar: a coloured disc with one character, generated (no file to store or trust). */
function svg(kind: keyof typeof SETS, index: number): string {
  const color = PALETTE[(index * 5 + (kind === 'group' ? 3 : 0)) % PALETTE.length];
  const glyph = SETS[kind][index];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><circle cx="64" cy="64" r="64" fill="${color}"/><text x="64" y="84" font-size="60" text-anchor="middle" fill="#fff" font-family="PingFang SC,Microsoft YaHei,sans-serif">${glyph}</text></svg>`;
}

/** Built-in avatars for users and groups (SPEC.md §7: chat/resources/user-avatars, group-avatars). */
export const chatResourceRoutes =
  ({ guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['chat'];
    const response = { 200: successOf(z.object({ list: z.array(Avatar) })) };
    app.get(
      '/api/chat/resources/user-avatars',
      { schema: { summary: '内置用户头像', tags, response }, preHandler: guards.requireAuth },
      async () => ok({ list: list('user') }),
    );
    app.get(
      '/api/chat/resources/group-avatars',
      { schema: { summary: '内置群头像', tags, response }, preHandler: guards.requireAuth },
      async () => ok({ list: list('group') }),
    );
    app.get(
      '/avatars/:file',
      { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
      async (req, reply) => {
        const m = /^(user|group)-(\d{2})\.svg$/.exec(req.params.file);
        const kind = m?.[1] as keyof typeof SETS | undefined;
        const index = Number(m?.[2]) - 1;
        if (!kind || !(index >= 0 && index < SETS[kind].length)) throw notFound('头像不存在');
        return reply
          .header('Content-Type', 'image/svg+xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=604800, immutable')
          .send(svg(kind, index));
      },
    );
  };
