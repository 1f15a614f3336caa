/**
 * The home hero's artwork, drawn in SVG with the brand's colours (CSS variables), so every brand
 * gets its own look without fetching an image.
 */
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 420 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--c-surface-raised)' }} />
          <stop offset="1" style={{ stopColor: 'var(--c-surface)' }} />
        </linearGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--c-primary)' }} />
          <stop offset="1" style={{ stopColor: 'var(--c-accent)' }} />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" style={{ stopColor: 'var(--c-primary)' }} stopOpacity="0.45" />
          <stop offset="1" style={{ stopColor: 'var(--c-primary)' }} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="230" cy="150" r="150" fill="url(#hero-glow)" />
      <g transform="rotate(-14 170 160)">
        <rect
          x="110"
          y="70"
          width="120"
          height="170"
          rx="14"
          fill="url(#hero-card)"
          style={{ stroke: 'var(--c-border)' }}
          strokeWidth="2"
        />
        <text
          x="128"
          y="104"
          fontSize="26"
          fontWeight="800"
          style={{ fill: 'var(--c-accent)' }}
          fontFamily="Georgia, serif"
        >
          A
        </text>
        <path
          d="M170 135c14 18 30 26 30 44a16 16 0 0 1-28 10l6 20h-16l6-20a16 16 0 0 1-28-10c0-18 16-26 30-44z"
          style={{ fill: 'var(--c-accent)' }}
        />
      </g>
      <g transform="rotate(10 270 160)">
        <rect
          x="210"
          y="60"
          width="120"
          height="170"
          rx="14"
          fill="url(#hero-card)"
          style={{ stroke: 'var(--c-border)' }}
          strokeWidth="2"
        />
        <text
          x="228"
          y="94"
          fontSize="26"
          fontWeight="800"
          style={{ fill: 'var(--c-primary)' }}
          fontFamily="Georgia, serif"
        >
          K
        </text>
        <path d="M270 120l26 30-26 30-26-30z" style={{ fill: 'var(--c-primary)' }} />
      </g>
      <g>
        <circle cx="90" cy="230" r="40" fill="url(#hero-gold)" />
        <circle
          cx="90"
          cy="230"
          r="30"
          fill="none"
          style={{ stroke: 'var(--c-primary-contrast)' }}
          strokeWidth="6"
          strokeDasharray="10 8"
          opacity="0.55"
        />
        <circle cx="90" cy="230" r="16" style={{ fill: 'var(--c-primary-contrast)' }} opacity="0.25" />
      </g>
      <g>
        <circle cx="350" cy="235" r="32" style={{ fill: 'var(--c-accent)' }} />
        <circle
          cx="350"
          cy="235"
          r="24"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeDasharray="8 7"
          opacity="0.5"
        />
      </g>
      <g transform="rotate(18 330 80)">
        <rect x="305" y="52" width="52" height="52" rx="12" fill="#fff" />
        <circle cx="319" cy="66" r="5" fill="#1b1b1b" />
        <circle cx="343" cy="90" r="5" fill="#1b1b1b" />
        <circle cx="331" cy="78" r="5" fill="#1b1b1b" />
      </g>
      <path d="M60 70l5 14 14 5-14 5-5 14-5-14-14-5 14-5z" style={{ fill: 'var(--c-primary)' }} />
      <path d="M380 150l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill="#fff" opacity="0.8" />
      <path d="M210 20l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" style={{ fill: 'var(--c-accent)' }} />
    </svg>
  );
}
