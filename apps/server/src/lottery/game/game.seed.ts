import type { NewGame, NewGameCategory } from './game.repository.ts';

/** Lobby categories: the five self-run families, and other lottery families that hold no game yet. */
export const GAME_CATEGORIES: NewGameCategory[] = [
  { code: 'k3', name: '快3', sort: 1 },
  { code: 'ssc', name: '时时彩', sort: 2 },
  { code: 'pk10', name: '赛车PK10', sort: 3 },
  { code: 'lhc', name: '六合彩', sort: 4 },
  { code: 'xy28', name: '幸运28', sort: 5 },
  { code: 'syxw', name: '11选5', sort: 6 },
  { code: 'kl8', name: '快乐8', sort: 7 },
  { code: 'fc', name: '福彩', sort: 8 },
  { code: 'tc', name: '体彩', sort: 9 },
];

/** The demo games of GAMES.md §1: one self-run game per family. */
export const SEED_GAMES: (Omit<NewGame, 'categoryId'> & { category: string })[] = [
  {
    code: 'jsk3',
    type: 'k3',
    name: '极速快3',
    category: 'k3',
    hot: true,
    intervalSeconds: 60,
    closeBeforeSeconds: 5,
    sort: 1,
    description: '三颗骰子，每60秒开奖',
  },
  {
    code: 'jsssc',
    type: 'ssc',
    name: '极速时时彩',
    category: 'ssc',
    hot: true,
    intervalSeconds: 60,
    closeBeforeSeconds: 5,
    sort: 2,
    description: '五位数字，每60秒开奖',
  },
  {
    code: 'jssc',
    type: 'pk10',
    name: '极速赛车',
    category: 'pk10',
    hot: true,
    intervalSeconds: 60,
    closeBeforeSeconds: 5,
    sort: 3,
    description: '十辆赛车排名，每60秒开奖',
  },
  {
    code: 'jslhc',
    type: 'lhc',
    name: '极速六合彩',
    category: 'lhc',
    hot: true,
    intervalSeconds: 300,
    closeBeforeSeconds: 10,
    sort: 4,
    description: '49选7，每5分钟开奖',
  },
  {
    code: 'jsxy28',
    type: 'xy28',
    name: '极速28',
    category: 'xy28',
    hot: true,
    intervalSeconds: 60,
    closeBeforeSeconds: 5,
    sort: 5,
    description: '三位数字之和，每60秒开奖',
  },
];
