import type { Language } from '@recipes/contracts';

/** Small inline flags: emoji flags do not render on every system (e.g. Windows). */
export function Flag({ language }: { language: Language }) {
  const common = { width: 24, height: 16, 'aria-hidden': true, focusable: false } as const;
  if (language === 'de') {
    return (
      <svg {...common} viewBox="0 0 5 3">
        <rect width="5" height="1" y="0" fill="#000" />
        <rect width="5" height="1" y="1" fill="#D00" />
        <rect width="5" height="1" y="2" fill="#FFCE00" />
      </svg>
    );
  }
  if (language === 'vi') {
    return (
      <svg {...common} viewBox="0 0 30 20">
        <rect width="30" height="20" fill="#DA251D" />
        <polygon
          fill="#FF0"
          points="15,4 16.76,9.57 22.61,9.53 17.85,12.93 19.7,18.47 15,15 10.3,18.47 12.15,12.93 7.39,9.53 13.24,9.57"
        />
      </svg>
    );
  }
  return (
    <svg {...common} viewBox="0 0 60 30">
      <clipPath id="flag-gb-clip">
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#flag-gb-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
