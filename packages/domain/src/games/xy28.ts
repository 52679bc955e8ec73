/** xy28 — three digits 0..9 whose sum r (0..27) is the result (GAMES.md §5): plays and evaluation. */
import { digitForm } from './digit-forms.ts';
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

export type Xy28Colour = 'red' | 'green' | 'blue';
export const XY28_COLOURS: Readonly<Record<Xy28Colour, readonly number[]>> = {
  red: [3, 6, 9, 12, 15, 18, 21, 24],
  green: [1, 4, 7, 10, 16, 19, 22, 25],
  blue: [2, 5, 8, 11, 17, 20, 23, 26],
};
export const XY28_COLOUR_NAMES: Readonly<Record<Xy28Colour, string>> = {
  red: '红波',
  green: '绿波',
  blue: '蓝波',
};

type Digits = readonly number[];

/** The result r = sum of the three digits, 0..27. */
export const xy28Sum = (d: Digits): number => sumOf(d);
/** big for r 14..27, small for 0..13. */
export const xy28BigSmall = (r: number): 'big' | 'small' => (r >= 14 ? 'big' : 'small');
/** Colour of r, or null for 0, 13, 14 and 27. */
export function xy28ColourOf(r: number): Xy28Colour | null {
  for (const c of ['red', 'green', 'blue'] as const) if (XY28_COLOURS[c].includes(r)) return c;
  return null;
}

const play = <P>(spec: PlaySpec<P>): PlayDef => definePlay('xy28', spec);
const formIs = (form: ReturnType<typeof digitForm>) => (d: Digits) =>
  winIf(digitForm(d[0]!, d[1]!, d[2]!) === form);

/** Every xy28 play, in display order. */
export const XY28_PLAYS: readonly PlayDef[] = [
  play({
    play: 'xy28.sum',
    name: '特码',
    group: '特码',
    ...listed(range(0, 27).map((s) => [String(s), String(s), s] as const)),
    judge: (s) => (d) => winIf(xy28Sum(d) === s),
  }),
  play({
    play: 'xy28.big_small',
    name: '大小',
    group: '两面',
    ...listed(BIG_SMALL.map((s) => [s, SIDE_NAMES[s]!, s] as const)),
    judge: (side) => (d) => winIf(xy28BigSmall(xy28Sum(d)) === side),
  }),
  play({
    play: 'xy28.odd_even',
    name: '单双',
    group: '两面',
    ...listed(ODD_EVEN.map((s) => [s, SIDE_NAMES[s]!, s] as const)),
    judge: (side) => (d) => winIf(parityOf(xy28Sum(d)) === side),
  }),
  play({
    play: 'xy28.combo',
    name: '混合',
    group: '两面',
    ...listed(
      BIG_SMALL.flatMap((b) =>
        ODD_EVEN.map((o) => [`${b}_${o}`, `${SIDE_NAMES[b]}${SIDE_NAMES[o]}`, [b, o]] as const),
      ),
    ),
    judge:
      ([b, o]) =>
      (d) =>
        winIf(xy28BigSmall(xy28Sum(d)) === b && parityOf(xy28Sum(d)) === o),
  }),
  play({
    play: 'xy28.extreme',
    name: '极值',
    group: '两面',
    ...listed([
      ['extreme_big', '极大', [22, 27]],
      ['extreme_small', '极小', [0, 5]],
    ] as const),
    judge:
      ([lo, hi]) =>
      (d) =>
        winIf(xy28Sum(d) >= lo && xy28Sum(d) <= hi),
  }),
  play({
    play: 'xy28.colour',
    name: '波色',
    group: '波色',
    ...listed((['red', 'green', 'blue'] as const).map((c) => [c, XY28_COLOUR_NAMES[c], c] as const)),
    judge: (c) => (d) => winIf(xy28ColourOf(xy28Sum(d)) === c),
  }),
  play({
    play: 'xy28.triple',
    name: '豹子',
    group: '特殊',
    ...listed([['any', '豹子', true]] as const),
    judge: () => formIs('leopard'),
  }),
  play({
    play: 'xy28.straight',
    name: '顺子',
    group: '特殊',
    ...listed([['any', '顺子', true]] as const),
    judge: () => formIs('straight'),
  }),
  play({
    play: 'xy28.pair',
    name: '对子',
    group: '特殊',
    ...listed([['any', '对子', true]] as const),
    judge: () => formIs('pair'),
  }),
];

/** Settles a bet on three digits 0..9; throws RangeError on an unknown play or invalid option. */
export function evaluateXy28(digits: readonly number[], play: string, option: string): Outcome {
  return findPlay(XY28_PLAYS, play).evaluate(digits, option);
}
