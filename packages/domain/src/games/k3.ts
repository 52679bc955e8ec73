/** k3 — three dice 1..6 (GAMES.md §5): the plays, their options and evaluation. */
import {
  definePlay,
  findPlay,
  listed,
  type Outcome,
  type PlayDef,
  type PlaySpec,
  range,
  SIDE_NAMES,
  winIf,
} from './play-kit.ts';

type Dice = readonly number[];

/** Sum of the three dice, 3..18. */
export const k3Sum = (d: Dice): number => d[0]! + d[1]! + d[2]!;
/** True when all three dice are equal. */
export const k3IsTriple = (d: Dice): boolean => d[0] === d[1] && d[1] === d[2];
/** The dice sorted ascending. */
export const k3Sorted = (d: Dice): number[] => [...d].sort((a, b) => a - b);
/** True when the sorted dice are 123, 234, 345 or 456. */
export function k3IsStraight(d: Dice): boolean {
  const [a, b, c] = k3Sorted(d) as [number, number, number];
  return b === a + 1 && c === b + 1;
}

export type K3Form = 'triple' | 'straight' | 'pair' | 'mixed';
export const K3_FORM_NAMES: Readonly<Record<K3Form, string>> = {
  triple: '三同号',
  straight: '三连号',
  pair: '二同号',
  mixed: '三不同号',
};
/** Form of the dice: triple, straight (123..456), pair (exactly two equal) or mixed. */
export function k3Form(d: Dice): K3Form {
  if (k3IsTriple(d)) return 'triple';
  if (k3IsStraight(d)) return 'straight';
  if (d[0] === d[1] || d[1] === d[2] || d[0] === d[2]) return 'pair';
  return 'mixed';
}

const FACES = range(1, 6);
const count = (d: Dice, face: number): number => d.filter((x) => x === face).length;

const play = <P>(spec: PlaySpec<P>): PlayDef => definePlay('k3', spec);

/** Every k3 play, in display order. */
export const K3_PLAYS: readonly PlayDef[] = [
  play({
    play: 'k3.sum',
    name: '和值',
    group: '和值',
    ...listed(range(3, 18).map((s) => [String(s), String(s), s] as const)),
    judge: (s) => (d) => winIf(k3Sum(d) === s),
  }),
  play({
    play: 'k3.big_small',
    name: '大小',
    group: '两面',
    ...listed([
      ['big', SIDE_NAMES.big!, true],
      ['small', SIDE_NAMES.small!, false],
    ] as const),
    judge: (big) => (d) => winIf(!k3IsTriple(d) && (big ? k3Sum(d) >= 11 : k3Sum(d) <= 10)),
  }),
  play({
    play: 'k3.odd_even',
    name: '单双',
    group: '两面',
    ...listed([
      ['odd', SIDE_NAMES.odd!, 1],
      ['even', SIDE_NAMES.even!, 0],
    ] as const),
    judge: (rest) => (d) => winIf(!k3IsTriple(d) && k3Sum(d) % 2 === rest),
  }),
  play({
    play: 'k3.triple_any',
    name: '三同号通选',
    group: '三同号',
    ...listed([['any', '三同号通选', true]] as const),
    judge: () => (d) => winIf(k3IsTriple(d)),
  }),
  play({
    play: 'k3.triple_single',
    name: '三同号单选',
    group: '三同号',
    ...listed(FACES.map((f) => [String(f), `${f}${f}${f}`, f] as const)),
    judge: (f) => (d) => winIf(count(d, f) === 3),
  }),
  play({
    play: 'k3.pair_multi',
    name: '二同号复选',
    group: '二同号',
    ...listed(FACES.map((f) => [String(f), `${f}${f}*`, f] as const)),
    judge: (f) => (d) => winIf(count(d, f) >= 2),
  }),
  play({
    play: 'k3.pair_single',
    name: '二同号单选',
    group: '二同号',
    ...listed(
      FACES.flatMap((a) =>
        FACES.filter((b) => b !== a).map((b) => [`${a}:${b}`, `${a}${a}${b}`, [a, b] as const] as const),
      ),
    ),
    judge:
      ([a, b]) =>
      (d) =>
        winIf(count(d, a) === 2 && count(d, b) === 1),
  }),
  play({
    play: 'k3.three_diff',
    name: '三不同号',
    group: '三不同号',
    ...listed(
      FACES.flatMap((a) =>
        FACES.filter((b) => b > a).flatMap((b) =>
          FACES.filter((c) => c > b).map((c) => [`${a},${b},${c}`, `${a}${b}${c}`, [a, b, c]] as const),
        ),
      ),
    ),
    judge: (faces) => (d) => winIf(k3Sorted(d).every((x, i) => x === faces[i])),
  }),
  play({
    play: 'k3.two_diff',
    name: '二不同号',
    group: '二不同号',
    ...listed(
      FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [`${a},${b}`, `${a}${b}`, [a, b]] as const)),
    ),
    judge:
      ([a, b]) =>
      (d) =>
        winIf(d.includes(a!) && d.includes(b!)),
  }),
  play({
    play: 'k3.straight_any',
    name: '三连号通选',
    group: '三连号',
    ...listed([['any', '三连号通选', true]] as const),
    judge: () => (d) => winIf(k3IsStraight(d)),
  }),
];

/** Settles a bet on three dice 1..6; throws RangeError on an unknown play or invalid option. */
export function evaluateK3(dice: readonly number[], play: string, option: string): Outcome {
  return findPlay(K3_PLAYS, play).evaluate(dice, option);
}
