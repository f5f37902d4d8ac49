import {
  Cookie,
  CupSoda,
  EggFried,
  Fish,
  CakeSlice,
  Carrot,
  Croissant,
  Globe,
  Amphora,
  Salad,
  Sandwich,
  Soup,
  Sprout,
  Drumstick,
  Wheat,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

/**
 * Icons are SVG from one maintained set (lucide-react, each icon imported alone so the bundle
 * carries only these), never emoji: a machine without an emoji font shows those as empty boxes.
 */
const categoryIcons: Record<string, LucideIcon> = {
  breakfast: EggFried,
  appetizers: Sandwich,
  soups: Soup,
  salads: Salad,
  'main-dishes': Drumstick,
  'side-dishes': Carrot,
  'noodles-rice': Wheat,
  vegetarian: Sprout,
  seafood: Fish,
  desserts: CakeSlice,
  baking: Croissant,
  snacks: Cookie,
  drinks: CupSoda,
  sauces: Amphora,
};

interface IconProps {
  className?: string;
  size?: number | string;
}

/** A category's icon (a plate for none or an unknown key); decorative, the name is always beside it. */
export function CategoryIcon({ categoryKey, className, size = '1em' }: IconProps & { categoryKey: string | null }) {
  const Icon = (categoryKey && categoryIcons[categoryKey]) || UtensilsCrossed;
  return <Icon className={className} size={size} aria-hidden="true" focusable="false" />;
}

/** Cuisines share one globe: flags are no good as food icons, and the name says which. */
export function CuisineIcon({ className, size = '1em' }: IconProps) {
  return <Globe className={className} size={size} aria-hidden="true" focusable="false" />;
}

/** The "no photo" placeholder of cards. */
export function PlateIcon({ className, size = '1em' }: IconProps) {
  return <UtensilsCrossed className={className} size={size} aria-hidden="true" focusable="false" />;
}
