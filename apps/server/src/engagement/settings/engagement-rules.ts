import type { EngagementSettingsInput } from '@cailiao/contracts';
import {
  type BonusTier,
  checkBonusTiers,
  checkLevelTable,
  checkStreakRewards,
  fenToYuan,
  type LevelRule,
  yuanToFen,
} from '@cailiao/domain';
import { eq } from 'drizzle-orm';
import type { AuditWrite } from '../../money/index.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import { engagementSettings } from './settings.schema.ts';

export interface VipLevelRule extends LevelRule {
  /** What the level brings, in the player's words (shown on the VIP page). */
  privileges: string[];
}

/** Every rule of engagement, amounts in fen: configuration, never code. */
export interface EngagementRules {
  levels: VipLevelRule[];
  /** Sign-in reward by streak day, day 1 first; the last repeats. */
  signInRewardsFen: number[];
  bonusTiers: BonusTier[];
}

/** The engagement_settings row of the rules (`engagement_settings:rules` in the audit log). */
export const RULES_KEY = 'rules';
const KEY = RULES_KEY;

/** What applies until an operator configures engagement: one level, no rewards, no bonus. */
export const EMPTY_RULES: EngagementRules = {
  levels: [{ level: 0, name: 'V0', thresholdFen: 0, rewardFen: 0, privileges: [] }],
  signInRewardsFen: [0],
  bonusTiers: [],
};

const yuan = (v: number) => yuanToFen(v);
const level = (l: number, thresholdYuan: number, rewardYuan: number, privileges: string[]): VipLevelRule => ({
  level: l,
  name: `V${l}`,
  thresholdFen: yuan(thresholdYuan),
  rewardFen: yuan(rewardYuan),
  privileges,
});

/** The demo's rules (seeded in demo mode only): V0–V9, a 7-day sign-in cycle, four bonus tiers. */
export const DEMO_RULES: EngagementRules = {
  levels: [
    level(0, 0, 0, ['每日签到奖励', '每日加奖']),
    level(1, 100, 5, ['晋级奖励5元', '每日加奖']),
    level(2, 1_000, 18, ['晋级奖励18元', '专属客服']),
    level(3, 5_000, 38, ['晋级奖励38元', '专属客服', '生日礼金']),
    level(4, 20_000, 88, ['晋级奖励88元', '专属客服', '生日礼金']),
    level(5, 50_000, 188, ['晋级奖励188元', '专属客服', '生日礼金', '提现优先审核']),
    level(6, 100_000, 388, ['晋级奖励388元', '专属客服', '生日礼金', '提现优先审核']),
    level(7, 300_000, 888, ['晋级奖励888元', '专属客服经理', '生日礼金', '提现优先审核']),
    level(8, 1_000_000, 1_888, ['晋级奖励1888元', '专属客服经理', '节日礼金', '提现优先审核']),
    level(9, 3_000_000, 5_888, ['晋级奖励5888元', '专属客服经理', '节日礼金', '线下活动邀请']),
  ],
  signInRewardsFen: [1, 2, 3, 5, 8, 10, 18].map(yuan),
  bonusTiers: [
    { minTurnoverFen: yuan(100), bps: 30 },
    { minTurnoverFen: yuan(1_000), bps: 50 },
    { minTurnoverFen: yuan(10_000), bps: 80 },
    { minTurnoverFen: yuan(50_000), bps: 100 },
  ],
};

/** The rules checked by the pure rules of @cailiao/domain; a bad table throws RangeError. */
export function checkRules(rules: EngagementRules): EngagementRules {
  const sorted = checkLevelTable(rules.levels) as VipLevelRule[];
  return {
    levels: sorted.map((l) => ({ ...l, privileges: [...(l.privileges ?? [])] })),
    signInRewardsFen: checkStreakRewards(rules.signInRewardsFen),
    bonusTiers: checkBonusTiers(rules.bonusTiers),
  };
}

export function rulesFromInput(input: EngagementSettingsInput): EngagementRules {
  const rules: EngagementRules = {
    levels: input.vipLevels.map((l) => ({
      level: l.level,
      name: l.name,
      thresholdFen: yuanToFen(l.threshold),
      rewardFen: yuanToFen(l.reward),
      privileges: l.privileges,
    })),
    signInRewardsFen: input.signInRewards.map(yuanToFen),
    bonusTiers: input.dailyBonusTiers.map((t) => ({
      minTurnoverFen: yuanToFen(t.minTurnover),
      bps: Math.round(t.rate * 100),
    })),
  };
  try {
    return checkRules(rules);
  } catch (err) {
    if (err instanceof RangeError) throw badRequest('配置无效：等级门槛须从0开始并逐级递增，加奖档位须递增');
    throw err;
  }
}

export function rulesToInput(rules: EngagementRules): EngagementSettingsInput {
  return {
    vipLevels: rules.levels.map((l) => ({
      level: l.level,
      name: l.name,
      threshold: fenToYuan(l.thresholdFen),
      reward: fenToYuan(l.rewardFen),
      privileges: l.privileges,
    })),
    signInRewards: rules.signInRewardsFen.map(fenToYuan),
    dailyBonusTiers: rules.bonusTiers.map((t) => ({
      minTurnover: fenToYuan(t.minTurnoverFen),
      rate: t.bps / 100,
    })),
  };
}

export async function saveRules(db: DbOrTx, rules: EngagementRules): Promise<void> {
  const value = checkRules(rules);
  await db
    .insert(engagementSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: engagementSettings.key, set: { value, updatedAt: new Date() } });
}

/** Seeds the rules unless some exist (an operator's changes are kept). */
export async function seedRules(db: DbOrTx, rules: EngagementRules): Promise<void> {
  await db
    .insert(engagementSettings)
    .values({ key: KEY, value: checkRules(rules) })
    .onConflictDoNothing();
}

/** The rules in force, read per call (an operator's change applies at once). */
export function createRulesStore(db: Db) {
  return {
    async load(): Promise<EngagementRules> {
      const [row] = await db.select().from(engagementSettings).where(eq(engagementSettings.key, KEY));
      if (!row) return EMPTY_RULES;
      try {
        return checkRules(row.value as EngagementRules);
      } catch {
        return EMPTY_RULES;
      }
    },
    /** The rules in the operator's units (yuan, percent). */
    async settings(): Promise<EngagementSettingsInput> {
      return rulesToInput(await this.load());
    },
    /** Saves the operator's rules with the action's audit row, in one transaction. */
    async save(input: EngagementSettingsInput, audit: AuditWrite): Promise<EngagementSettingsInput> {
      const rules = rulesFromInput(input);
      await db.transaction(async (tx) => {
        await saveRules(tx, rules);
        await audit(tx);
      });
      return rulesToInput(rules);
    },
  };
}
export type RulesStore = ReturnType<typeof createRulesStore>;
