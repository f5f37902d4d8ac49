/** Small inline icons of the kitchen, cook mode and shopping list controls (decorative: buttons carry their own labels). */
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const MinusIcon = () => (
  <svg {...common}>
    <path d="M5 12h14" />
  </svg>
);
export const PlusIcon = () => (
  <svg {...common}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const ChevronLeftIcon = () => (
  <svg {...common}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const ChevronRightIcon = () => (
  <svg {...common}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...common}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const TimerIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2 2M9 2h6" />
  </svg>
);
export const PotIcon = () => (
  <svg {...common}>
    <path d="M4 10h16v6a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-6zM2 10h20M9 6c0-1 1-2 3-2s3 1 3 2" />
  </svg>
);
export const CartIcon = () => (
  <svg {...common}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
  </svg>
);
