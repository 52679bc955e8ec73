import { z } from 'zod';

/** 4–16 letters, digits or underscore, starting with a letter (API.md "Auth"). */
export const Username = z
  .string({ error: '请输入用户名' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,15}$/, '用户名为4-16位字母、数字或下划线，且以字母开头');
export const Password = z
  .string({ error: '请输入密码' })
  .min(6, '密码长度为6-32位')
  .max(32, '密码长度为6-32位');
export const Nickname = z
  .string()
  .trim()
  .min(1, '昵称不能为空')
  .max(20, '昵称最多20个字符')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  .refine((s) => !/[\u0000-\u001f<>]/.test(s), '昵称含有非法字符');
export const InviteCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{6,10}$/i, '邀请码格式不正确');
export const Phone = z.string().regex(/^1[3-9]\d{9}$/, '手机号格式不正确');

const captchaFields = {
  captchaId: z.string().max(64).optional(),
  captchaCode: z.string().max(16).optional(),
};

export const LoginBody = z.object({
  username: z.string({ error: '请输入用户名' }).min(1, '请输入用户名').max(32, '用户名过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
  ...captchaFields,
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z
  .object({
    username: Username,
    password: Password,
    confirmPassword: z.string().max(64).optional(),
    nickname: Nickname.optional(),
    inviteCode: z.union([InviteCode, z.literal('')]).optional(),
    phone: z.union([Phone, z.literal('')]).optional(),
    smsCode: z.string().max(8).optional(),
    ...captchaFields,
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const PublicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  inviteCode: z.string(),
  balance: z.number(),
  vipLevel: z.number().int(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const Session = z.object({ token: z.string(), user: PublicUser, expiresAt: z.string() });
export type Session = z.infer<typeof Session>;

/**
 * A ticket for one socket connection (POST /api/auth/socket-ticket): random, good once and for
 * SOCKET_TICKET_TTL_SECONDS, passed as the socket address's `token` so the long-lived bearer token
 * never appears in a URL.
 */
export const SocketTicket = z.object({ ticket: z.string(), expiresAt: z.string() });
export type SocketTicket = z.infer<typeof SocketTicket>;
export const SOCKET_TICKET_TTL_SECONDS = 30;

export const Captcha = z.object({ captchaId: z.string(), image: z.string() });
export type Captcha = z.infer<typeof Captcha>;

/** What an SMS code is for (`sms_codes.purpose`): a code sent for one purpose verifies no other. */
export const SMS_PURPOSES = ['register', 'login', 'reset', 'bind', 'withdraw'] as const;
export const SmsPurpose = z.enum(SMS_PURPOSES);
export type SmsPurpose = z.infer<typeof SmsPurpose>;

export const SmsSendBody = z.object({
  phone: Phone,
  type: SmsPurpose.default('register'),
});
export type SmsSendBody = z.infer<typeof SmsSendBody>;

export const ChangePasswordBody = z
  .object({
    oldPassword: z.string().min(1, '请输入原密码').max(64),
    newPassword: Password,
    confirmPassword: z.string().max(64).optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
