import type { PlayType } from '@cailiao/contracts';
import {
  colourOf,
  formatNumberList,
  formatZodiacList,
  LHC_NUMBERS,
  ZODIAC_NAMES,
  ZODIACS,
  type Zodiac,
} from '@cailiao/domain';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useOdds } from '../api/get-play-types';
import type { LhcZodiacs } from '../lhc-zodiacs';
import type { SlipItem } from '../slip';

export interface LhcPickerProps {
  gameId: number;
  play: PlayType & { pick: NonNullable<PlayType['pick']> };
  /** The zodiacs of the running issue's lunar year. */
  zodiacs: LhcZodiacs | null;
  onAdd: (item: SlipItem) => void;
  /** Controlled selection (连码 keeps the numbers when the sub-play changes); own state otherwise. */
  picked?: string[];
  onPickedChange?: (picked: string[]) => void;
}

/** Free selection of lhc numbers or zodiacs within pick.min..max; the odds come from the server. */
export function LhcPicker({ gameId, play, zodiacs, onAdd, ...controlled }: LhcPickerProps) {
  const { from, min, max } = play.pick;
  const [own, setOwn] = useState<string[]>([]);
  const picked = controlled.picked ?? own;
  const setPicked = controlled.onPickedChange ?? setOwn;
  const valid = picked.length >= min && picked.length <= max;
  const option = !valid
    ? null
    : from === 'numbers'
      ? formatNumberList(picked.map(Number))
      : formatZodiacList(picked as Zodiac[]);
  const odds = useOdds(gameId, play.play, option);
  const unit = from === 'numbers' ? '号码' : '生肖';
  const need = min === max ? `${min}` : `${min}–${max}`;

  const toggle = (value: string) => {
    if (picked.includes(value)) setPicked(picked.filter((v) => v !== value));
    else if (picked.length >= max) Toast.show({ content: `最多选择${max}个${unit}` });
    else setPicked([...picked, value]);
  };

  const label =
    from === 'numbers'
      ? [...picked.map(Number)]
          .sort((a, b) => a - b)
          .map((n) => String(n).padStart(2, '0'))
          .join(',')
      : ZODIACS.filter((z) => picked.includes(z))
          .map((z) => ZODIAC_NAMES[z])
          .join('');

  const add = () => {
    if (!option || !odds.data) return;
    onAdd({ play: play.play, option, name: `${play.name} ${label}`, odds: odds.data.odds });
    setPicked([]);
  };

  return (
    <div className="cl-picker" data-testid={`picker-${play.play}`}>
      <div className="cl-picker__hint">
        请选择{need}个{unit} · 已选 <b>{picked.length}</b> 个
        {valid ? (
          <span className="cl-picker__odds" data-testid={`pick-odds-${play.play}`}>
            {odds.data ? ` · 赔率 ${odds.data.odds}` : odds.isError ? ' · 赔率获取失败' : ' · 赔率加载中…'}
          </span>
        ) : null}
      </div>
      <div className={from === 'numbers' ? 'cl-options cl-options--balls' : 'cl-options'}>
        {from === 'numbers'
          ? LHC_NUMBERS.map((n) => {
              const on = picked.includes(String(n));
              const zodiac = zodiacs?.of(n);
              return (
                <button
                  type="button"
                  key={n}
                  className={on ? 'cl-option cl-option--on' : 'cl-option'}
                  aria-pressed={on}
                  data-testid={`pick-${play.play}-${n}`}
                  onClick={() => toggle(String(n))}
                >
                  <span className={`cl-ball cl-ball--${colourOf(n)}`}>{String(n).padStart(2, '0')}</span>
                  {zodiac ? <span className="cl-option__zodiac">{ZODIAC_NAMES[zodiac]}</span> : null}
                </button>
              );
            })
          : ZODIACS.map((z) => {
              const on = picked.includes(z);
              return (
                <button
                  type="button"
                  key={z}
                  className={on ? 'cl-option cl-option--on' : 'cl-option'}
                  aria-pressed={on}
                  data-testid={`pick-${play.play}-${z}`}
                  onClick={() => toggle(z)}
                >
                  <span className="cl-option__name">{ZODIAC_NAMES[z]}</span>
                  {zodiacs ? (
                    <span className="cl-option__zodiac">
                      {zodiacs
                        .numbers(z)
                        .map((n) => String(n).padStart(2, '0'))
                        .join(' ')}
                    </span>
                  ) : null}
                </button>
              );
            })}
      </div>
      <div className="cl-picker__actions">
        <Button size="small" onClick={() => setPicked([])} disabled={picked.length === 0}>
          清除
        </Button>
        <Button
          size="small"
          color="primary"
          disabled={!valid || !odds.data}
          onClick={add}
          data-testid={`pick-add-${play.play}`}
        >
          加入投注单
        </Button>
      </div>
    </div>
  );
}
