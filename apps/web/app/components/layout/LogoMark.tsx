/** The site's mark: a steaming bowl (same drawing as the favicon). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#a8401c" />
      <path d="M14 30h36a18 18 0 0 1-36 0z" fill="#fdf8f3" />
      <path
        d="M24 22c0-4 4-4 4-8M32 22c0-4 4-4 4-8M40 22c0-4 4-4 4-8"
        stroke="#fdf8f3"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
