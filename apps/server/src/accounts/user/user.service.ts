import type { PublicUser, UserInfo } from '@cailiao/contracts';
import { fenToYuan } from '@cailiao/domain';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { WalletPort } from '../wallet-port.ts';
import { userRepository } from './user.repository.ts';
import type { UserRow } from './user.schema.ts';

/** What a session shows of its player (the login answer), with the wallet balance in yuan. */
export async function publicUserOf(user: UserRow, wallet: WalletPort): Promise<PublicUser> {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    inviteCode: user.inviteCode,
    balance: fenToYuan(await wallet.balanceFen(user.id)),
    vipLevel: user.vipLevel,
  };
}

/** A player's own profile. */
export function createUserService(db: Db, wallet: WalletPort) {
  async function info(user: UserRow): Promise<UserInfo> {
    return {
      ...(await publicUserOf(user, wallet)),
      phone: user.phone ? `${user.phone.slice(0, 3)}****${user.phone.slice(7)}` : null,
      roles: user.roles,
      createdAt: user.createdAt.toISOString(),
    };
  }

  async function load(userId: number): Promise<UserRow> {
    const user = await userRepository.findById(db, userId);
    if (!user) throw notFound('用户不存在');
    return user;
  }

  return {
    async info(userId: number) {
      return info(await load(userId));
    },
    async update(userId: number, patch: { nickname?: string; avatar?: string }) {
      await load(userId);
      const row = await userRepository.update(db, userId, patch);
      return info(row!);
    },
    /** The VIP level on the profile and login answer; engagement owns the rule that raises it. */
    raiseVipLevel(userId: number, level: number) {
      return userRepository.raiseVipLevel(db, userId, level);
    },
    /** Public face of a user (other modules show it in chat, rankings). */
    async brief(userId: number) {
      const u = await load(userId);
      return { id: u.id, username: u.username, nickname: u.nickname, avatar: u.avatar };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
