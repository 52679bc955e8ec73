import type { Family } from '@cailiao/domain';
import { attributeChips } from '../draw-attributes';

/** The derived attributes of a draw as small labelled chips. */
export function AttributeChips({
  family,
  numbers,
  drawAt,
}: {
  family: Family;
  numbers: readonly number[];
  drawAt?: string;
}) {
  const chips = attributeChips(family, numbers, drawAt);
  if (chips.length === 0) return null;
  return (
    <span className="cl-attrs">
      {chips.map((c) => (
        <span key={c.label} className={`cl-attr cl-attr--${c.tone ?? 'neutral'}`} title={c.label}>
          <span className="cl-attr__label">{c.label}</span>
          {c.value}
        </span>
      ))}
    </span>
  );
}
