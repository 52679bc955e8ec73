import {
  DIGIT_FORM_NAMES,
  deriveAttributes,
  type Family,
  isValidResult,
  K3_FORM_NAMES,
  type LhcAttributes,
  SIDE_NAMES,
  SSC_WINDOW_NAMES,
  SSC_WINDOWS,
  XY28_COLOUR_NAMES,
} from '@cailiao/domain';

/** One derived attribute of a draw as the client shows it: "和值 12", "大", "龙". */
export interface AttributeChip {
  label: string;
  value: string;
  /** Colour hint: big/odd/dragon red, small/even/tiger blue, neutral otherwise. */
  tone?: 'red' | 'blue' | 'green' | 'neutral';
}

const side = (v: string | null | undefined): string => (v ? (SIDE_NAMES[v] ?? v) : '和');
const toneOf = (v: string | null | undefined): AttributeChip['tone'] =>
  v === 'big' || v === 'odd' || v === 'dragon'
    ? 'red'
    : v === 'small' || v === 'even' || v === 'tiger'
      ? 'blue'
      : 'neutral';

/**
 * The derived attributes of GAMES.md §6 for a drawn result (k3 sum, big/small, odd/even, form; ssc
 * sum with 总大小单双, 龙虎 and the three-digit forms; pk10 冠亚和 and 龙虎 1–5; lhc special and total;
 * xy28 sum, big/small, odd/even, colour). Empty for a result that is not valid for the family.
 */
export function attributeChips(family: Family, numbers: readonly number[], drawAt?: string): AttributeChip[] {
  if (!isValidResult(family, numbers)) return [];
  switch (family) {
    case 'k3': {
      const a = deriveAttributes('k3', numbers);
      return [
        { label: '和值', value: String(a.sum) },
        { label: '大小', value: a.bigSmall ? side(a.bigSmall) : '豹子', tone: toneOf(a.bigSmall) },
        { label: '单双', value: a.oddEven ? side(a.oddEven) : '豹子', tone: toneOf(a.oddEven) },
        { label: '形态', value: K3_FORM_NAMES[a.form] },
      ];
    }
    case 'ssc': {
      const a = deriveAttributes('ssc', numbers);
      return [
        { label: '总和', value: String(a.sum) },
        { label: '总大小', value: side(a.sumBigSmall), tone: toneOf(a.sumBigSmall) },
        { label: '总单双', value: side(a.sumOddEven), tone: toneOf(a.sumOddEven) },
        { label: '龙虎', value: side(a.dragonTiger), tone: toneOf(a.dragonTiger) },
        ...SSC_WINDOWS.map((w) => ({ label: SSC_WINDOW_NAMES[w], value: DIGIT_FORM_NAMES[a.forms[w]] })),
      ];
    }
    case 'pk10': {
      const a = deriveAttributes('pk10', numbers);
      return [
        { label: '冠亚和', value: String(a.gySum) },
        { label: '冠亚大小', value: side(a.gyBigSmall), tone: toneOf(a.gyBigSmall) },
        { label: '冠亚单双', value: side(a.gyOddEven), tone: toneOf(a.gyOddEven) },
        { label: '1–5龙虎', value: a.dragonTiger.map(side).join('') },
      ];
    }
    case 'lhc': {
      const ctx = drawAt && Number.isFinite(Date.parse(drawAt)) ? { drawAt: Date.parse(drawAt) } : {};
      let a: LhcAttributes;
      try {
        a = deriveAttributes('lhc', numbers, ctx);
      } catch {
        return [];
      }
      return [
        {
          label: '特码大小',
          value: a.specialBigSmall ? side(a.specialBigSmall) : '和',
          tone: toneOf(a.specialBigSmall),
        },
        {
          label: '特码单双',
          value: a.specialOddEven ? side(a.specialOddEven) : '和',
          tone: toneOf(a.specialOddEven),
        },
        { label: '总和', value: String(a.total) },
        { label: '总和大小', value: side(a.totalBigSmall), tone: toneOf(a.totalBigSmall) },
        { label: '总和单双', value: side(a.totalOddEven), tone: toneOf(a.totalOddEven) },
      ];
    }
    case 'xy28': {
      const a = deriveAttributes('xy28', numbers);
      return [
        { label: '和值', value: String(a.sum) },
        { label: '大小', value: side(a.bigSmall), tone: toneOf(a.bigSmall) },
        { label: '单双', value: side(a.oddEven), tone: toneOf(a.oddEven) },
        {
          label: '波色',
          value: a.colour ? XY28_COLOUR_NAMES[a.colour] : '无',
          tone: a.colour ? (a.colour === 'red' ? 'red' : a.colour === 'blue' ? 'blue' : 'green') : 'neutral',
        },
        ...(a.form ? [{ label: '形态', value: DIGIT_FORM_NAMES[a.form] }] : []),
      ];
    }
    default:
      return [];
  }
}
