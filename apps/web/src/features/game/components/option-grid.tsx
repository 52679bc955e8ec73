import type { PlayType } from '@cailiao/contracts';
import { colourOf, type Family, ZODIAC_NAMES } from '@cailiao/domain';
import type { LhcZodiacs } from '../lhc-zodiacs';
import { type SlipItem, slipKey } from '../slip';

type Option = PlayType['options'][number];

function commonPrefix(names: readonly string[]): string {
  if (names.length < 2) return '';
  let prefix = names[0]!;
  for (const n of names) while (!n.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

/** Options of a play split by their position ("1:7" → section 1) with the shared name part as title. */
export function sectionsOf(
  options: readonly Option[],
): { title: string; options: { option: Option; label: string }[] }[] {
  const bySection = new Map<string, Option[]>();
  for (const o of options) {
    const colon = o.option.indexOf(':');
    const section = colon > 0 ? o.option.slice(0, colon) : '';
    bySection.set(section, [...(bySection.get(section) ?? []), o]);
  }
  return [...bySection].map(([section, opts]) => {
    const prefix = section ? commonPrefix(opts.map((o) => o.name)) : '';
    const usable = prefix && opts.every((o) => o.name.length > prefix.length) ? prefix : '';
    return {
      title: usable.trim(),
      options: opts.map((o) => ({ option: o, label: usable ? o.name.slice(usable.length).trim() : o.name })),
    };
  });
}

const LHC_BALL_PLAYS = new Set(['lhc.special_number', 'lhc.regular_number']);

export interface OptionGridProps {
  family: Family;
  play: PlayType;
  selected: ReadonlySet<string>;
  onToggle: (item: SlipItem) => void;
  /** lhc ball cells show the zodiac of their number in the running issue's lunar year. */
  zodiacs: LhcZodiacs | null;
}

/** The option cells of one play: name and odds, selected ones highlighted; tap to add or remove. */
export function OptionGrid({ family, play, selected, onToggle, zodiacs }: OptionGridProps) {
  const asBalls = family === 'lhc' && LHC_BALL_PLAYS.has(play.play);
  return (
    <>
      {sectionsOf(play.options).map((section) => (
        <div key={section.title || 'all'} className="cl-options__section">
          {section.title ? <div className="cl-options__title">{section.title}</div> : null}
          <div className={asBalls ? 'cl-options cl-options--balls' : 'cl-options'}>
            {section.options.map(({ option, label }) => {
              const on = selected.has(slipKey(play.play, option.option));
              const n = Number(option.option);
              const zodiac = asBalls ? zodiacs?.of(n) : undefined;
              return (
                <button
                  type="button"
                  key={option.option}
                  className={on ? 'cl-option cl-option--on' : 'cl-option'}
                  aria-pressed={on}
                  data-testid={`option-${play.play}-${option.option}`}
                  onClick={() =>
                    onToggle({
                      play: play.play,
                      option: option.option,
                      name: `${play.name} ${option.name}`,
                      odds: option.odds,
                    })
                  }
                >
                  {asBalls ? (
                    <span className={`cl-ball cl-ball--${colourOf(n)}`}>{label}</span>
                  ) : (
                    <span className="cl-option__name">{label}</span>
                  )}
                  {zodiac ? <span className="cl-option__zodiac">{ZODIAC_NAMES[zodiac]}</span> : null}
                  <span className="cl-option__odds">{option.odds}</span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </>
  );
}
