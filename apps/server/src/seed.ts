import {
  DEFAULT_SYSTEM_CONFIG,
  type OperatorRole,
  type SystemConfig,
  type UserRole,
} from '@cailiao/contracts';
import { eq } from 'drizzle-orm';
import { grantOperator, operators } from './accounts/index.ts';
import { systemRepository } from './accounts/system/system.repository.ts';
import { SYSTEM_CONFIG_KEY } from './accounts/system/system.service.ts';
import { userRepository } from './accounts/user/user.repository.ts';
import { seedEngagementDemo, seedReferralRates } from './engagement/index.ts';
import { gameRepository } from './lottery/game/game.repository.ts';
import { GAME_CATEGORIES, SEED_GAMES } from './lottery/game/game.seed.ts';
import { seedRechargeChannels } from './money/recharge/recharge.seed.ts';
import { walletRepository } from './money/wallet/wallet.repository.ts';
import { seedWithdrawSettings } from './money/withdraw/withdraw.settings.ts';
import type { Db } from './platform/db/client.ts';
import { hashPassword } from './platform/lib/passwords.ts';
import { randomCode } from './platform/lib/tokens.ts';

/** Demo accounts; those with `operator` also sign in to the console (/admin) with the same password. */
export const DEMO_ACCOUNTS: readonly {
  username: string;
  password: string;
  nickname: string;
  roles: readonly UserRole[];
  operator?: OperatorRole;
}[] = [
  { username: 'demo', password: 'demo123', nickname: '演示玩家', roles: ['player'] },
  {
    username: 'admin',
    password: 'admin123',
    nickname: '运营管理员',
    roles: ['player', 'admin'],
    operator: 'super_admin',
  },
  // A second operator, so a large withdrawal's second approval (maker-checker) can be tried.
  {
    username: 'checker',
    password: 'checker123',
    nickname: '财务复核',
    roles: ['player'],
    operator: 'finance',
  },
];

export const DEMO_SYSTEM_CONFIG: SystemConfig = {
  ...DEFAULT_SYSTEM_CONFIG,
  customer_service_qq: '800800800',
  customer_service_wechat: 'cailiao_kefu',
  customer_service_phone: '400-800-8000',
  // 在线客服 is the app's own service page; an operator may set a web service desk here.
  customer_service_url: '',
  banners: [
    {
      id: 1,
      title: '新人注册即可体验全部玩法',
      image: '/banners/welcome.svg',
      link: '#/pages/register/register',
    },
    {
      id: 2,
      title: '公平可验证开奖：每期公布种子哈希',
      image: '/banners/fair.svg',
      link: '#/pages/instruction/instruction',
    },
    { id: 3, title: '理性购彩，量力而行', image: '/banners/responsible.svg', link: '#/pages/legal/legal' },
  ],
  announcements: [
    { id: 1, title: '欢迎来到彩聊', content: '彩聊演示环境：数据仅供体验，充值使用演示通道即时到账。' },
    { id: 2, title: '理性娱乐', content: '未满18周岁禁止参与。请合理安排时间与资金，理性娱乐。' },
  ],
};

/** Demo data, seeded once (the marker setting makes a second start a no-op). */
export async function seedDemo(db: Db): Promise<boolean> {
  // Money settings are added to data seeded before they existed (both keep what an operator changed).
  await seedRechargeChannels(db);
  await seedWithdrawSettings(db);
  await seedEngagementDemo(db);
  await seedReferralRates(db);
  const marker = await systemRepository.getSetting(db, 'demo_seeded');
  if (marker) {
    await seedDemoOperators(db);
    return false;
  }
  await systemRepository.putSetting(db, SYSTEM_CONFIG_KEY, DEMO_SYSTEM_CONFIG);
  for (const account of DEMO_ACCOUNTS) {
    if (await userRepository.findByUsername(db, account.username)) continue;
    const passwordHash = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      const user = await userRepository.insert(tx, {
        username: account.username,
        passwordHash,
        nickname: account.nickname,
        inviteCode: randomCode(8),
        roles: [...account.roles],
      });
      await walletRepository.create(tx, user.id);
    });
  }
  await seedDemoOperators(db);
  await systemRepository.putSetting(db, 'demo_seeded', { at: new Date().toISOString() });
  return true;
}

/** The demo accounts' console access (also added to demo data seeded before the console existed). */
async function seedDemoOperators(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (!account.operator) continue;
    const user = await userRepository.findByUsername(db, account.username);
    if (!user) continue;
    const [existing] = await db.select().from(operators).where(eq(operators.userId, user.id));
    if (!existing)
      // The demo console password is the account's own (its hash is reused: argon2 is slow on purpose).
      await grantOperator(db, { userId: user.id, role: account.operator, passwordHash: user.passwordHash });
  }
}

/**
 * Game categories and the self-run games of GAMES.md §1, seeded once on every deployment (not only
 * demo): the product needs them. An operator's later edits are kept (rows are never overwritten).
 */
export async function seedGames(db: Db): Promise<boolean> {
  if (await systemRepository.getSetting(db, 'games_seeded')) return false;
  for (const c of GAME_CATEGORIES) await gameRepository.insertCategoryIfNew(db, c);
  for (const g of SEED_GAMES) {
    const category = await gameRepository.findCategoryByCode(db, g.category);
    if (!category) continue;
    const { category: _code, ...game } = g;
    await gameRepository.insertGameIfNew(db, { ...game, categoryId: category.id });
  }
  await systemRepository.putSetting(db, 'games_seeded', { at: new Date().toISOString() });
  return true;
}
