import { z } from 'zod';
import { Nickname, PublicUser } from './auth.ts';

/** The player's own profile: what a session shows, and more. */
export const UserInfo = PublicUser.extend({
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const UpdateUserInfoBody = z
  .object({ nickname: Nickname.optional(), avatar: z.string().max(300).optional() })
  .refine((b) => b.nickname !== undefined || b.avatar !== undefined, { message: '没有需要修改的内容' });
export const UpdateNicknameBody = z.object({ nickname: Nickname });
/** Avatar URL must be one we served (an upload) or one of the built-in avatars. */
export const UpdateAvatarBody = z.object({
  avatar: z.string().regex(/^\/(uploads|avatars)\/[A-Za-z0-9._\-/]{1,200}$/, '头像地址无效'),
});

/** SPEC.md §3 balance detail, amounts in yuan. */
export const BalanceDetail = z.object({
  balance: z.number(),
  frozenAmount: z.number(),
  availableBalance: z.number(),
  todayWinLoss: z.number(),
  pendingAmount: z.number(),
});
export type BalanceDetail = z.infer<typeof BalanceDetail>;

export const UploadResult = z.object({ url: z.string(), size: z.number().int(), mime: z.string() });
export type UploadResult = z.infer<typeof UploadResult>;
