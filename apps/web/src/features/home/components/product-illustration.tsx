/**
 * The hero's picture of the product, drawn in SVG (a few hundred bytes, sharp at any size,
 * follows the theme's colours): a document with a placed signature, the signers' progress
 * and the seal. Decorative: the text beside it says the same.
 */
export function ProductIllustration() {
  const accent = 'var(--mantine-color-signet-6)';
  const line = 'var(--mantine-color-gray-3)';
  const ink = 'var(--mantine-color-gray-7)';
  return (
    <svg viewBox="0 0 480 360" width="100%" role="presentation" aria-hidden focusable="false" style={{ display: 'block', maxWidth: 520 }}>
      <rect x="8" y="8" width="464" height="344" rx="20" fill="var(--mantine-color-gray-0)" stroke={line} />
      {/* The document */}
      <rect x="40" y="40" width="240" height="290" rx="10" fill="#fff" stroke={line} />
      {[72, 92, 112, 132, 152, 172].map((y, index) => (
        <rect key={y} x="64" y={y} width={index % 3 === 2 ? 120 : 192} height="8" rx="4" fill={line} />
      ))}
      <rect x="60" y="222" width="170" height="64" rx="8" fill="var(--mantine-color-signet-0)" stroke={accent} strokeDasharray="6 4" />
      <path d="M76 266 C 92 236, 104 282, 120 256 S 150 240, 160 262 S 190 250, 212 248" fill="none" stroke={ink} strokeWidth="3" strokeLinecap="round" />
      <rect x="64" y="300" width="120" height="6" rx="3" fill={line} />
      {/* The signers' progress */}
      <rect x="300" y="40" width="148" height="150" rx="10" fill="#fff" stroke={line} />
      {[
        { y: 70, done: true },
        { y: 112, done: true },
        { y: 154, done: false },
      ].map(({ y, done }) => (
        <g key={y}>
          <circle cx="326" cy={y} r="12" fill={done ? 'var(--mantine-color-green-1)' : 'var(--mantine-color-gray-1)'} stroke={done ? 'var(--mantine-color-green-7)' : line} />
          {done ? <path d={`M320 ${y} l4 4 l8 -8`} fill="none" stroke="var(--mantine-color-green-8)" strokeWidth="2.5" strokeLinecap="round" /> : null}
          <rect x="346" y={y - 8} width="84" height="7" rx="3.5" fill={ink} opacity="0.55" />
          <rect x="346" y={y + 3} width="56" height="6" rx="3" fill={line} />
        </g>
      ))}
      {/* The seal */}
      <g transform="translate(374 266)">
        <circle r="52" fill={accent} opacity="0.12" />
        <circle r="38" fill="#fff" stroke={accent} strokeWidth="3" />
        <path d="M-16 0 l10 10 l22 -22" fill="none" stroke={accent} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </svg>
  );
}
