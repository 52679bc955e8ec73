/** A red envelope drawn in SVG (emoji fonts are missing on some phones and in headless browsers). */
export function RedEnvelopeIcon({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 5) / 4} viewBox="0 0 32 40" aria-hidden focusable="false">
      <rect
        x="1"
        y="1"
        width="30"
        height="38"
        rx="4"
        style={{ fill: 'var(--cl-envelope-light)', stroke: 'var(--cl-envelope-gold)' }}
        strokeWidth="1.5"
      />
      <path
        d="M1.8 12 Q16 22 30.2 12 V5 a4 4 0 0 0 -4 -4 H5.8 a4 4 0 0 0 -4 4 Z"
        style={{ fill: 'var(--cl-envelope)' }}
      />
      <circle cx="16" cy="17" r="5.5" style={{ fill: 'var(--cl-envelope-gold)' }} />
      <text
        x="16"
        y="20"
        textAnchor="middle"
        fontSize="8"
        fontWeight="700"
        style={{ fill: 'var(--cl-envelope-deep)' }}
      >
        ¥
      </text>
    </svg>
  );
}
