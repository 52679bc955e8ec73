import { colourOf, type Family, lunarYearOf, xy28ColourOf, ZODIAC_NAMES, zodiacOf } from '@cailiao/domain';

const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die face 1..6 drawn with pips. */
export function DiceFace({ value, size = 30 }: { value: number; size?: number }) {
  const pips = PIPS[value] ?? [];
  return (
    <span className="cl-dice" style={{ width: size, height: size }} role="img" aria-label={`${value}点`}>
      {Array.from({ length: 9 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed 3×3 grid
        <i key={i} className={pips.includes(i) ? 'cl-dice__pip' : 'cl-dice__cell'} />
      ))}
    </span>
  );
}

/** PK10 car colours 1..10, as race boards paint them. */
export const CAR_COLOURS = [
  '#e6c300',
  '#0092dd',
  '#4b4b4b',
  '#ff7600',
  '#17c2c5',
  '#5234ff',
  '#9e9e9e',
  '#ff2600',
  '#780b00',
  '#07a800',
];

export function CarNumber({ value }: { value: number }) {
  return (
    <span className="cl-car" style={{ background: CAR_COLOURS[value - 1] ?? '#999' }}>
      {value}
    </span>
  );
}

export function DigitBall({
  value,
  tone,
}: {
  value: number | string;
  tone?: 'red' | 'blue' | 'green' | 'plain';
}) {
  return <span className={`cl-ball cl-ball--${tone ?? 'red'}`}>{value}</span>;
}

function lunarYear(drawAt?: string): number | null {
  try {
    return lunarYearOf(drawAt ? Date.parse(drawAt) : Date.now());
  } catch {
    return null;
  }
}

/** An lhc ball in its colour (red/blue/green) with the zodiac of its number in the draw's lunar year. */
export function LhcBall({ value, year, size }: { value: number; year: number | null; size?: 'sm' }) {
  const colour = value >= 1 && value <= 49 ? colourOf(value) : 'red';
  return (
    <span className={size === 'sm' ? 'cl-lhc-ball cl-lhc-ball--sm' : 'cl-lhc-ball'}>
      <span className={`cl-ball cl-ball--${colour}`}>{String(value).padStart(2, '0')}</span>
      {year !== null && value >= 1 && value <= 49 ? (
        <span className="cl-lhc-ball__zodiac">{ZODIAC_NAMES[zodiacOf(value, year)]}</span>
      ) : null}
    </span>
  );
}

export interface DrawNumbersProps {
  family: Family;
  numbers: readonly number[];
  /** lhc zodiacs follow the lunar year of the draw. */
  drawAt?: string;
  testId?: string;
}

/** The numbers of a draw, per family: k3 dice, ssc/xy28 digit balls, pk10 cars, lhc coloured balls. */
export function DrawNumbers({ family, numbers, drawAt, testId }: DrawNumbersProps) {
  const text = numbers.join(',');
  switch (family) {
    case 'k3':
      return (
        <span className="cl-draw" data-testid={testId} data-numbers={text}>
          {numbers.map((n, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed
            <DiceFace key={i} value={n} />
          ))}
        </span>
      );
    case 'pk10':
      return (
        <span className="cl-draw cl-draw--tight" data-testid={testId} data-numbers={text}>
          {numbers.map((n, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed
            <CarNumber key={i} value={n} />
          ))}
        </span>
      );
    case 'lhc': {
      const year = lunarYear(drawAt);
      return (
        <span className="cl-draw" data-testid={testId} data-numbers={text}>
          {numbers.slice(0, 6).map((n, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed
            <LhcBall key={i} value={n} year={year} />
          ))}
          {numbers.length > 6 ? <span className="cl-draw__plus">+</span> : null}
          {numbers.length > 6 ? <LhcBall value={numbers[6]!} year={year} /> : null}
        </span>
      );
    }
    case 'xy28': {
      const sum = numbers.reduce((a, b) => a + b, 0);
      const colour = xy28ColourOf(sum);
      return (
        <span className="cl-draw" data-testid={testId} data-numbers={text}>
          {numbers.map((n, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed
            <span key={i} className="cl-draw__term">
              {i > 0 ? <span className="cl-draw__op">+</span> : null}
              <DigitBall value={n} tone="plain" />
            </span>
          ))}
          <span className="cl-draw__op">=</span>
          <DigitBall value={sum} tone={colour ?? 'plain'} />
        </span>
      );
    }
    default:
      return (
        <span className="cl-draw" data-testid={testId} data-numbers={text}>
          {numbers.map((n, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed
            <DigitBall key={i} value={n} />
          ))}
        </span>
      );
  }
}
