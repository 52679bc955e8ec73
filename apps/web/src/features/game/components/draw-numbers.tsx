import { colourOf, type Family, xy28ColourOf, ZODIAC_NAMES, type Zodiac } from '@cailiao/domain';
import { useLhcZodiacs } from '../use-lhc-zodiacs';

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

/** A PK10 car number 1..10 in its car's colour (palette.css). */
export function CarNumber({ value }: { value: number }) {
  return (
    <span className="cl-car" style={{ background: `var(--cl-car-${value}, var(--cl-ball-plain))` }}>
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

/** An lhc ball in its colour (red/blue/green) with the zodiac of its number in the draw's lunar year. */
export function LhcBall({ value, zodiac, size }: { value: number; zodiac?: Zodiac; size?: 'sm' }) {
  const colour = value >= 1 && value <= 49 ? colourOf(value) : 'red';
  return (
    <span className={size === 'sm' ? 'cl-lhc-ball cl-lhc-ball--sm' : 'cl-lhc-ball'}>
      <span className={`cl-ball cl-ball--${colour}`}>{String(value).padStart(2, '0')}</span>
      {zodiac ? <span className="cl-lhc-ball__zodiac">{ZODIAC_NAMES[zodiac]}</span> : null}
    </span>
  );
}

/** The seven lhc balls, the special one after a plus, zodiacs of the draw's lunar year. */
function LhcDraw({
  numbers,
  drawAt,
  testId,
}: {
  numbers: readonly number[];
  drawAt?: string;
  testId?: string;
}) {
  const zodiacs = useLhcZodiacs(drawAt);
  return (
    <span className="cl-draw" data-testid={testId} data-numbers={numbers.join(',')}>
      {numbers.slice(0, 6).map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed
        <LhcBall key={i} value={n} zodiac={zodiacs?.of(n)} />
      ))}
      {numbers.length > 6 ? <span className="cl-draw__plus">+</span> : null}
      {numbers.length > 6 ? <LhcBall value={numbers[6]!} zodiac={zodiacs?.of(numbers[6]!)} /> : null}
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
    case 'lhc':
      return <LhcDraw numbers={numbers} drawAt={drawAt} testId={testId} />;
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
