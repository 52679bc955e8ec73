import type { RoutePath } from '../../lib/navigation';

/** The five game families of SPEC.md §1 with their betting and trend pages. */
export interface GameFamily {
  type: 'k3' | 'ssc' | 'pk10' | 'lhc' | 'xy28';
  name: string;
  slogan: string;
  page: RoutePath;
  trend?: RoutePath;
  /** Its badge colour, a palette variable (palette.css). */
  color: string;
}

export const GAME_FAMILIES: readonly GameFamily[] = [
  {
    type: 'k3',
    name: '快三',
    slogan: '三颗骰子 猜和值大小',
    page: '/pages/k3/k3',
    trend: '/pages/trend/trend',
    color: 'var(--cl-family-k3)',
  },
  {
    type: 'ssc',
    name: '时时彩',
    slogan: '五位号码 玩法丰富',
    page: '/pages/ssc/ssc',
    trend: '/pages/trend/ssc-trend',
    color: 'var(--cl-family-ssc)',
  },
  {
    type: 'pk10',
    name: 'PK10',
    slogan: '十车竞速 冠亚争霸',
    page: '/pages/pk10/pk10',
    trend: '/pages/trend/pk10-trend',
    color: 'var(--cl-family-pk10)',
  },
  {
    type: 'lhc',
    name: '六合彩',
    slogan: '特码生肖 经典玩法',
    page: '/pages/lhc/lhc',
    trend: '/pages/trend/lhc-trend',
    color: 'var(--cl-family-lhc)',
  },
  {
    type: 'xy28',
    name: '幸运28',
    slogan: '三数相加 简单刺激',
    page: '/pages/xy28/xy28',
    color: 'var(--cl-family-xy28)',
  },
];
