import { z } from 'zod';
import { Nickname, PublicUser } from './auth.ts';

/** Roles a user may hold (`users.roles`); every player holds `player`, operators also `admin`. */
export const USER_ROLES = ['player', 'admin'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

/** A disabled user can no longer sign in; the row stays (money history refers to it). */
export const USER_STATUSES = ['active', 'disabled'] as const;
export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

/** The player's own profile: what a session shows, and more. */
export const UserInfo = PublicUser.extend({
  phone: z.string().nullable(),
  roles: z.array(UserRole),
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
