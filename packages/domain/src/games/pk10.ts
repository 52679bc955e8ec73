/** pk10 — ten cars 1..10 in finishing order, position 1 = 冠军 (GAMES.md §5): plays and evaluation. */
import {
  BIG_SMALL,
  definePlay,
  findPlay,
  listed,
  ODD_EVEN,
  type Outcome,
  type PlayDef,
  type PlaySpec,
  parityOf,
  range,
  SIDE_NAMES,
  winIf,
} from './play-kit.ts';

export const PK10_POSITION_NAMES = [
  '冠军',
  '亚军',
  '第三名',
  '第四名',
  '第五名',
  '第六名',
  '第七名',
  '第八名',
  '第九名',
  '第十名',
] as const;

type Cars = readonly number[];

/** 冠亚和: car at position 1 + car at position 2, 3..19. */
export const pk10GySum = (c: Cars): number => c[0]! + c[1]!;
/** big for gy sum 12..19, small for 3..11. */
export const pk10GyBigSmall = (sum: number): 'big' | 'small' => (sum >= 12 ? 'big' : 'small');
/** big for car 6..10, small for 1..5. */
export const carBigSmall = (car: number): 'big' | 'small' => (car >= 6 ? 'big' : 'small');
/** Dragon when the car at position p (1..5) beats the car at 11−p, else tiger. */
export const pk10DragonTiger = (c: Cars, p: number): 'dragon' | 'tiger' =>
  c[p - 1]! > c[10 - p]! ? 'dragon' : 'tiger';

const POSITIONS = range(1, 10);
const play = <P>(spec: PlaySpec<P>): PlayDef => definePlay('pk10', spec);
const pos = (p: number): string => PK10_POSITION_NAMES[p - 1]!;

/** Every pk10 play, in display order. */
export const PK10_PLAYS: readonly PlayDef[] = [
  play({
    play: 'pk10.position_number',
    name: '定位',
    group: '定位',
    ...listed(
      POSITIONS.flatMap((p) =>
        range(1, 10).map((c) => [`${p}:${c}`, `${pos(p)} ${c}号`, [p - 1, c]] as const),
      ),
    ),
    judge:
      ([i, car]) =>
      (c) =>
        winIf(c[i] === car),
  }),
  play({
    play: 'pk10.position_big_small',
    name: '两面',
    group: '两面',
    ...listed(
      POSITIONS.flatMap((p) =>
        BIG_SMALL.map((s) => [`${p}:${s}`, `${pos(p)}${SIDE_NAMES[s]}`, [p - 1, s]] as const),
      ),
    ),
    judge:
      ([i, side]) =>
      (c) =>
        winIf(carBigSmall(c[i]!) === side),
  }),
  play({
    play: 'pk10.position_odd_even',
    name: '单双',
    group: '两面',
    ...listed(
      POSITIONS.flatMap((p) =>
        ODD_EVEN.map((s) => [`${p}:${s}`, `${pos(p)}${SIDE_NAMES[s]}`, [p - 1, s]] as const),
      ),
    ),
    judge:
      ([i, side]) =>
      (c) =>
        winIf(parityOf(c[i]!) === side),
  }),
  play({
    play: 'pk10.dragon_tiger',
    name: '龙虎',
    group: '龙虎',
    ...listed(
      range(1, 5).flatMap((p) =>
        (['dragon', 'tiger'] as const).map(
          (s) => [`${p}:${s}`, `${pos(p)}${SIDE_NAMES[s]}`, [p, s]] as const,
        ),
      ),
    ),
    judge:
      ([p, side]) =>
      (c) =>
        winIf(pk10DragonTiger(c, p) === side),
  }),
  play({
    play: 'pk10.gy_sum',
    name: '冠亚和',
    group: '冠亚和',
    ...listed(range(3, 19).map((s) => [String(s), String(s), s] as const)),
    judge: (s) => (c) => winIf(pk10GySum(c) === s),
  }),
  play({
    play: 'pk10.gy_big_small',
    name: '冠亚和大小',
    group: '冠亚和',
    ...listed(BIG_SMALL.map((s) => [s, `冠亚${SIDE_NAMES[s]}`, s] as const)),
    judge: (side) => (c) => winIf(pk10GyBigSmall(pk10GySum(c)) === side),
  }),
  play({
    play: 'pk10.gy_odd_even',
    name: '冠亚和单双',
    group: '冠亚和',
    ...listed(ODD_EVEN.map((s) => [s, `冠亚${SIDE_NAMES[s]}`, s] as const)),
    judge: (side) => (c) => winIf(parityOf(pk10GySum(c)) === side),
  }),
];

/** The two 0-based positions an option of a pk10 play depends on (probability counting). */
export function pk10Positions(play: string, option: string): readonly [number, number] {
  if (play.startsWith('pk10.gy_')) return [0, 1];
  const p = Number(option.split(':')[0]);
  if (play === 'pk10.dragon_tiger') return [p - 1, 10 - p];
  return [p - 1, p === 1 ? 1 : 0];
}

/** Settles a bet on ten cars in finishing order; throws RangeError on an unknown play or invalid option. */
export function evaluatePk10(cars: readonly number[], play: string, option: string): Outcome {
  return findPlay(PK10_PLAYS, play).evaluate(cars, option);
}
