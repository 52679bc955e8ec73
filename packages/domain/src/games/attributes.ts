/** Derived attributes of a drawn result, as the client shows them next to recent draws (GAMES.md §6). */
import type { DigitForm } from './digit-forms.ts';
import { digitForm } from './digit-forms.ts';
import { type K3Form, k3Form, k3IsTriple, k3Sum } from './k3.ts';
import { lhcTotal, resolveLunarYear } from './lhc.ts';
import {
  colourOf,
  type Element,
  elementOf,
  type LhcColour,
  lhcBigSmall,
  lhcOddEven,
  type Zodiac,
  zodiacOf,
} from './lhc-tables.ts';
import { carBigSmall, pk10DragonTiger, pk10GyBigSmall, pk10GySum } from './pk10.ts';
import { type Family, type GameContext, parityOf } from './play-kit.ts';
import { SSC_WINDOWS, type SscWindow, sscDragonTiger, sscForm, sscSum, sscSumBigSmall } from './ssc.ts';
import { type Xy28Colour, xy28BigSmall, xy28ColourOf, xy28Sum } from './xy28.ts';

type BigSmall = 'big' | 'small';
type OddEven = 'odd' | 'even';

export interface K3Attributes {
  readonly family: 'k3';
  readonly sum: number;
  /** By the sum (11–18 big); null on a triple, which loses both sides. */
  readonly bigSmall: BigSmall | null;
  readonly oddEven: OddEven | null;
  readonly form: K3Form;
}
export interface SscAttributes {
  readonly family: 'ssc';
  readonly sum: number;
  readonly sumBigSmall: BigSmall;
  readonly sumOddEven: OddEven;
  readonly dragonTiger: 'dragon' | 'tiger' | 'tie';
  readonly forms: Readonly<Record<SscWindow, DigitForm>>;
}
export interface Pk10Attributes {
  readonly family: 'pk10';
  readonly gySum: number;
  readonly gyBigSmall: BigSmall;
  readonly gyOddEven: OddEven;
  /** Positions 1..5 against 10..6. */
  readonly dragonTiger: readonly ('dragon' | 'tiger')[];
  readonly bigSmall: readonly BigSmall[];
  readonly oddEven: readonly OddEven[];
}
export interface LhcBall {
  readonly number: number;
  readonly colour: LhcColour;
  readonly zodiac: Zodiac;
  readonly element: Element;
}
export interface LhcAttributes {
  readonly family: 'lhc';
  readonly lunarYear: number;
  /** Seven balls: six regular then the special number. */
  readonly balls: readonly LhcBall[];
  /** Special number big/small and odd/even; null for 49. */
  readonly specialBigSmall: BigSmall | null;
  readonly specialOddEven: OddEven | null;
  readonly total: number;
  readonly totalBigSmall: BigSmall;
  readonly totalOddEven: OddEven;
}
export interface Xy28Attributes {
  readonly family: 'xy28';
  readonly sum: number;
  readonly bigSmall: BigSmall;
  readonly oddEven: OddEven;
  /** null for 0, 13, 14, 27. */
  readonly colour: Xy28Colour | null;
  /** leopard, straight or pair; null otherwise (the xy28 special plays). */
  readonly form: 'leopard' | 'straight' | 'pair' | null;
}
export type DrawAttributes = K3Attributes | SscAttributes | Pk10Attributes | LhcAttributes | Xy28Attributes;

/** Derived attributes of a valid result in draw order; lhc needs the lunar year (or drawAt) in ctx. */
export function deriveAttributes<F extends Family>(
  family: F,
  numbers: readonly number[],
  ctx: GameContext = {},
): Extract<DrawAttributes, { family: F }> {
  return derive(family, numbers, ctx) as Extract<DrawAttributes, { family: F }>;
}

function derive(family: Family, r: readonly number[], ctx: GameContext): DrawAttributes {
  switch (family) {
    case 'k3': {
      const sum = k3Sum(r);
      const triple = k3IsTriple(r);
      return {
        family,
        sum,
        bigSmall: triple ? null : sum >= 11 ? 'big' : 'small',
        oddEven: triple ? null : parityOf(sum),
        form: k3Form(r),
      };
    }
    case 'ssc':
      return {
        family,
        sum: sscSum(r),
        sumBigSmall: sscSumBigSmall(r),
        sumOddEven: parityOf(sscSum(r)),
        dragonTiger: sscDragonTiger(r),
        forms: Object.fromEntries(SSC_WINDOWS.map((w) => [w, sscForm(r, w)])) as Record<SscWindow, DigitForm>,
      };
    case 'pk10': {
      const gySum = pk10GySum(r);
      return {
        family,
        gySum,
        gyBigSmall: pk10GyBigSmall(gySum),
        gyOddEven: parityOf(gySum),
        dragonTiger: [1, 2, 3, 4, 5].map((p) => pk10DragonTiger(r, p)),
        bigSmall: r.map(carBigSmall),
        oddEven: r.map(parityOf),
      };
    }
    case 'lhc': {
      const year = resolveLunarYear(ctx);
      const t = r[6]!;
      const total = lhcTotal(r);
      return {
        family,
        lunarYear: year,
        balls: r.map((n) => ({
          number: n,
          colour: colourOf(n),
          zodiac: zodiacOf(n, year),
          element: elementOf(n, year),
        })),
        specialBigSmall: lhcBigSmall(t),
        specialOddEven: lhcOddEven(t),
        total,
        totalBigSmall: total >= 175 ? 'big' : 'small',
        totalOddEven: parityOf(total),
      };
    }
    case 'xy28': {
      const sum = xy28Sum(r);
      const form = digitForm(r[0]!, r[1]!, r[2]!);
      return {
        family,
        sum,
        bigSmall: xy28BigSmall(sum),
        oddEven: parityOf(sum),
        colour: xy28ColourOf(sum),
        form: form === 'leopard' || form === 'straight' || form === 'pair' ? form : null,
      };
    }
    default:
      throw new RangeError(`unknown family ${JSON.stringify(family)}`);
  }
}
