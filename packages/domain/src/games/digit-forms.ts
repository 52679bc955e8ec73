/** Forms of three digits 0..9 (GAMES.md §5 ssc forms, reused by xy28), with 9-0 counted as consecutive. */

export const DIGIT_FORMS = ['leopard', 'straight', 'pair', 'half_straight', 'mixed'] as const;
export type DigitForm = (typeof DIGIT_FORMS)[number];
export const DIGIT_FORM_NAMES: Readonly<Record<DigitForm, string>> = {
  leopard: '豹子',
  straight: '顺子',
  pair: '对子',
  half_straight: '半顺',
  mixed: '杂六',
};

/** True when digits a and b are neighbours on the 0..9 circle (9 and 0 included). */
const adjacent = (a: number, b: number): boolean => (a - b + 10) % 10 === 1 || (b - a + 10) % 10 === 1;

/** Three distinct digits forming x, x+1, x+2 (mod 10) in any order. */
export function isCircularStraight(a: number, b: number, c: number): boolean {
  if (a === b || b === c || a === c) return false;
  const within = (start: number): boolean =>
    (a - start + 10) % 10 < 3 && (b - start + 10) % 10 < 3 && (c - start + 10) % 10 < 3;
  return within(a) || within(b) || within(c);
}

function classify(a: number, b: number, c: number): DigitForm {
  if (a === b && b === c) return 'leopard';
  if (isCircularStraight(a, b, c)) return 'straight';
  if (a === b || b === c || a === c) return 'pair';
  if (adjacent(a, b) || adjacent(b, c) || adjacent(a, c)) return 'half_straight';
  return 'mixed';
}

// Forms are looked up in a table of the 1000 triples: full enumeration of ssc asks for millions of them.
const TABLE: readonly DigitForm[] = Array.from({ length: 1000 }, (_, i) =>
  classify(Math.floor(i / 100), Math.floor(i / 10) % 10, i % 10),
);

/** Form of three digits 0..9, first match wins: leopard, straight, pair, half_straight, mixed. */
export function digitForm(a: number, b: number, c: number): DigitForm {
  // A non-integer index reads undefined; the range test keeps (0, 10, 0) from reading (1, 0, 0).
  const form =
    a >= 0 && a <= 9 && b >= 0 && b <= 9 && c >= 0 && c <= 9 ? TABLE[a * 100 + b * 10 + c] : undefined;
  if (form === undefined) throw new RangeError('digits are integers 0..9');
  return form;
}
