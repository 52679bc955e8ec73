/** ssc — five digits 0..9, positions 1..5 = 万 千 百 十 个 (GAMES.md §5): plays and evaluation. */
import { DIGIT_FORM_NAMES, DIGIT_FORMS, type DigitForm, digitForm } from './digit-forms.ts';
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
  sumOf,
  winIf,
} from './play-kit.ts';

export const SSC_POSITION_NAMES = ['万位', '千位', '百位', '十位', '个位'] as const;
export const SSC_WINDOWS = ['front', 'middle', 'back'] as const;
export type SscWindow = (typeof SSC_WINDOWS)[number];
export const SSC_WINDOW_NAMES: Readonly<Record<SscWindow, string>> = {
  front: '前三',
  middle: '中三',
  back: '后三',
};
const WINDOW_START: Readonly<Record<SscWindow, number>> = { front: 0, middle: 1, back: 2 };

type Digits = readonly number[];

/** Sum of the five digits, 0..45. */
export const sscSum = (d: Digits): number => sumOf(d);
/** big when the sum is 23..45, small when 0..22. */
export const sscSumBigSmall = (d: Digits): 'big' | 'small' => (sscSum(d) >= 23 ? 'big' : 'small');
/** Digit 1 against digit 5: dragon (>), tiger (<) or tie. */
export function sscDragonTiger(d: Digits): 'dragon' | 'tiger' | 'tie' {
  if (d[0]! > d[4]!) return 'dragon';
  return d[0]! < d[4]! ? 'tiger' : 'tie';
}
/** Form of the window's three digits (front 1–3, middle 2–4, back 3–5). */
export function sscForm(d: Digits, window: SscWindow): DigitForm {
  const i = WINDOW_START[window];
  return digitForm(d[i]!, d[i + 1]!, d[i + 2]!);
}
/** big for a digit 5..9, small for 0..4. */
export const digitBigSmall = (digit: number): 'big' | 'small' => (digit >= 5 ? 'big' : 'small');

const POSITIONS = range(1, 5);
const play = <P>(spec: PlaySpec<P>): PlayDef => definePlay('ssc', spec);
const pos = (p: number): string => SSC_POSITION_NAMES[p - 1]!;

/** Every ssc play, in display order. */
export const SSC_PLAYS: readonly PlayDef[] = [
  play({
    play: 'ssc.ball_number',
    name: '定位',
    group: '定位',
    ...listed(
      POSITIONS.flatMap((p) => range(0, 9).map((v) => [`${p}:${v}`, `${pos(p)} ${v}`, [p - 1, v]] as const)),
    ),
    judge:
      ([i, v]) =>
      (d) =>
        winIf(d[i] === v),
  }),
  play({
    play: 'ssc.ball_big_small',
    name: '定位大小',
    group: '两面',
    ...listed(
      POSITIONS.flatMap((p) =>
        BIG_SMALL.map((s) => [`${p}:${s}`, `${pos(p)}${SIDE_NAMES[s]}`, [p - 1, s]] as const),
      ),
    ),
    judge:
      ([i, side]) =>
      (d) =>
        winIf(digitBigSmall(d[i]!) === side),
  }),
  play({
    play: 'ssc.ball_odd_even',
    name: '定位单双',
    group: '两面',
    ...listed(
      POSITIONS.flatMap((p) =>
        ODD_EVEN.map((s) => [`${p}:${s}`, `${pos(p)}${SIDE_NAMES[s]}`, [p - 1, s]] as const),
      ),
    ),
    judge:
      ([i, side]) =>
      (d) =>
        winIf(parityOf(d[i]!) === side),
  }),
  play({
    play: 'ssc.sum_big_small',
    name: '总和大小',
    group: '两面',
    ...listed(BIG_SMALL.map((s) => [s, `总和${SIDE_NAMES[s]}`, s] as const)),
    judge: (side) => (d) => winIf(sscSumBigSmall(d) === side),
  }),
  play({
    play: 'ssc.sum_odd_even',
    name: '总和单双',
    group: '两面',
    ...listed(ODD_EVEN.map((s) => [s, `总和${SIDE_NAMES[s]}`, s] as const)),
    judge: (side) => (d) => winIf(parityOf(sscSum(d)) === side),
  }),
  play({
    play: 'ssc.dragon_tiger',
    name: '龙虎和',
    group: '龙虎',
    ...listed((['dragon', 'tiger', 'tie'] as const).map((s) => [s, SIDE_NAMES[s]!, s] as const)),
    judge:
      (side) =>
      (d): Outcome => {
        const actual = sscDragonTiger(d);
        if (actual === 'tie' && side !== 'tie') return 'push';
        return winIf(actual === side);
      },
  }),
  play({
    play: 'ssc.form3',
    name: '前三/中三/后三',
    group: '前中后三',
    ...listed(
      SSC_WINDOWS.flatMap((w) =>
        DIGIT_FORMS.map(
          (f) => [`${w}:${f}`, `${SSC_WINDOW_NAMES[w]}${DIGIT_FORM_NAMES[f]}`, [w, f]] as const,
        ),
      ),
    ),
    judge:
      ([w, f]) =>
      (d) =>
        winIf(sscForm(d, w) === f),
  }),
  play({
    play: 'ssc.any_one',
    name: '全五中一',
    group: '全五中一',
    ...listed(range(0, 9).map((v) => [String(v), String(v), v] as const)),
    judge: (v) => (d) => winIf(d.includes(v)),
  }),
];

/** Settles a bet on five digits 0..9; throws RangeError on an unknown play or invalid option. */
export function evaluateSsc(digits: readonly number[], play: string, option: string): Outcome {
  return findPlay(SSC_PLAYS, play).evaluate(digits, option);
}
