import type { ActivityBlock } from '@cailiao/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { activities } from './activity/activity.schema.ts';
import { notices } from './messages/messages.schema.ts';
import { DEMO_RULES, seedRules } from './settings/engagement-rules.ts';

const DAY_MS = 86_400_000;
const text = (t: string): ActivityBlock => ({ type: 'text', text: t });
const heading = (t: string): ActivityBlock => ({ type: 'heading', text: t });
const image = (url: string, alt: string): ActivityBlock => ({ type: 'image', url, alt });

/** The demo's activities: the doors to sign-in, daily bonus and VIP, one with sign-up, one ended. */
function demoActivities(at: Date): (typeof activities.$inferInsert)[] {
  const start = new Date(at.getTime() - DAY_MS);
  return [
    {
      title: '每日签到领红包',
      summary: '每天签到领现金，连续签到奖励逐日递增，第7天最高18元',
      coverImage: '/activities/signin.svg',
      kind: 'sign_in',
      link: '/pages/checkin-detail/checkin-detail',
      content: [
        image('/activities/signin.svg', '每日签到'),
        heading('活动内容'),
        text(
          '每个自然日（北京时间）可签到一次，连续签到天数越多，奖励越高：第1天1元、第2天2元、第3天3元、第4天5元、第5天8元、第6天10元、第7天及以后每天18元。',
        ),
        text('中断一天后连续天数从第1天重新计算。'),
      ],
      rules: [
        '签到以北京时间（Asia/Shanghai）自然日计算',
        '每个账号每天限签到一次',
        '奖励即时发放到账户余额',
      ],
      startsAt: start,
      sort: 30,
    },
    {
      title: '每日加奖',
      summary: '按昨日有效投注额返还最高1%的加奖，每天可领一次',
      coverImage: '/activities/bonus.svg',
      kind: 'daily_bonus',
      link: '/pages/daily-bonus/daily-bonus',
      content: [
        image('/activities/bonus.svg', '每日加奖'),
        heading('加奖比例'),
        text('昨日有效投注满100元加奖0.3%，满1000元加奖0.5%，满10000元加奖0.8%，满50000元加奖1%。'),
      ],
      rules: [
        '有效投注指已结算且未撤销、未退款的投注',
        '加奖按昨日（北京时间）有效投注计算，次日领取',
        '每天限领取一次，过期不补',
      ],
      startsAt: start,
      sort: 20,
    },
    {
      title: 'VIP晋级礼',
      summary: '累计有效投注升级VIP，每升一级领一次晋级奖励',
      coverImage: '/activities/vip.svg',
      kind: 'vip',
      link: '/pages/vip/vip',
      content: [
        image('/activities/vip.svg', 'VIP晋级'),
        text('VIP等级按累计有效投注计算，V1至V9每一级都有晋级奖励，最高5888元，并享专属客服等特权。'),
      ],
      rules: ['等级只升不降', '每个等级的晋级奖励限领取一次'],
      startsAt: start,
      sort: 10,
    },
    {
      title: '新人首充礼',
      summary: '报名并完成首次充值，审核通过即送8元体验金',
      coverImage: '/activities/newbie.svg',
      kind: 'general',
      content: [
        image('/activities/newbie.svg', '新人首充礼'),
        heading('参与方式'),
        text(
          '点击下方“立即报名”，完成任意金额首次充值后，工作人员将在24小时内审核，通过后8元体验金自动发放到您的账户。',
        ),
      ],
      rules: ['每位新用户限报名一次', '同一设备、同一IP仅限一个账号参与', '如发现违规套利，平台有权取消奖励'],
      requiresApplication: true,
      rewardFen: 800,
      startsAt: start,
      endsAt: new Date(at.getTime() + 30 * DAY_MS),
      sort: 5,
    },
    {
      title: '周末投注王',
      summary: '上周末投注排行前十名获得额外奖励（已结束）',
      coverImage: '/activities/weekend.svg',
      kind: 'general',
      content: [
        image('/activities/weekend.svg', '周末投注王'),
        text('本期活动已结束，感谢参与，敬请期待下期。'),
      ],
      rules: ['以活动期间有效投注额排名'],
      requiresApplication: true,
      startsAt: new Date(at.getTime() - 14 * DAY_MS),
      endsAt: new Date(at.getTime() - 7 * DAY_MS),
    },
  ];
}

/**
 * Demo values of engagement (demo mode only): the rules (kept once an operator changed them),
 * activities and notices (only into empty tables).
 */
export async function seedEngagementDemo(db: Db, at = new Date()): Promise<void> {
  await seedRules(db, DEMO_RULES);
  const [a] = await db.select({ n: count() }).from(activities);
  if ((a?.n ?? 0) === 0) await db.insert(activities).values(demoActivities(at));
  const [n] = await db.select({ n: count() }).from(notices);
  if ((n?.n ?? 0) === 0) {
    await db.insert(notices).values([
      {
        title: '欢迎来到彩聊',
        content:
          '彩聊演示环境已开放：每日签到、每日加奖和VIP晋级奖励均可体验。未满18周岁禁止参与，请理性娱乐。',
        isPopup: true,
        publishedAt: at,
      },
      {
        title: '开奖公平性说明',
        content: '每期开奖前公布种子哈希，开奖后公开种子，任何人都可验证开奖结果。',
        publishedAt: new Date(at.getTime() - 1000),
      },
    ]);
  }
}
