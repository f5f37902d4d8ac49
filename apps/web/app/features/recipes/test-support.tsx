import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '../../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import type { AuthResponse, Language, Recipe } from '@recipes/contracts';
import { parseIngredientLine } from '@recipes/contracts/plain';
import { SessionProvider, storageKey } from '../../lib/session/session.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import enRecipes from '../../i18n/locales/en/recipes.json';
import deRecipes from '../../i18n/locales/de/recipes.json';
import viRecipes from '../../i18n/locales/vi/recipes.json';
import enKitchen from '../../i18n/locales/en/kitchen.json';
import deKitchen from '../../i18n/locales/de/kitchen.json';
import viKitchen from '../../i18n/locales/vi/kitchen.json';
import enShopping from '../../i18n/locales/en/shopping-list.json';
import deShopping from '../../i18n/locales/de/shopping-list.json';
import viShopping from '../../i18n/locales/vi/shopping-list.json';

/** The server's reading of the lines, unless the test gives its own. */
export function withParsedIngredients(recipe: Omit<Recipe, 'parsedIngredients'> & Partial<Recipe>): Recipe {
  return {
    ...recipe,
    parsedIngredients: recipe.parsedIngredients ?? recipe.recipeIngredients.map((line) => parseIngredientLine(line)),
  };
}

/** A stored recipe as the API answers it. */
export function sampleRecipe(changes: Partial<Recipe> = {}): Recipe {
  return withParsedIngredients({
    id: 7,
    slug: 'phở-bò',
    name: 'Phở bò',
    shortDescription: 'Hanoi beef noodle soup.',
    description: 'A clear broth.\n\n#Origin\nHanoi.',
    recipeCategory: 'soups',
    recipeCuisine: 'vietnamese',
    recipeIngredients: ['#Broth', 'Beef bones', 'Star anise', '#Bowl', 'Rice noodles'],
    recipeInstructions: [
      {
        instruction: 'Char the onion. Then rinse.',
        imageURL: '/media/3/a-1600.webp',
        thumbnailURL: '/media/3/a-400.webp',
        timers: [],
      },
      {
        instruction: 'Simmer for 6 hours.',
        imageURL: null,
        thumbnailURL: null,
        timers: [{ seconds: 21600, maxSeconds: null }],
      },
    ],
    images: [
      { image: '/media/3/p1-1600.webp', thumbnail: '/media/3/p1-400.webp', alt: 'A steaming bowl' },
      { image: '/media/3/p2-1600.webp', thumbnail: '/media/3/p2-400.webp', alt: '' },
    ],
    videos: ['https://video.example/pho'],
    keywords: ['soup', 'beef'],
    notes: 'Best the next day.',
    prepTime: 30,
    cookTime: 45,
    recipeYield: '6 bowls',
    sourceURL: 'https://example.com/pho',
    active: true,
    nutrition: null,
    createdByUserId: 3,
    averageRating: 4.5,
    ratingCount: 2,
    reviewCount: 0,
    cookedCount: 0,
    createdAt: '2024-01-01T10:00:00.000Z',
    updatedAt: '2024-01-02T10:00:00.000Z',
    author: { id: 3, name: 'Lan' },
    ...changes,
  });
}

export function sampleMember(changes: Partial<AuthResponse> = {}): AuthResponse {
  return {
    id: 3,
    username: 'lan',
    name: 'Lan',
    email: 'lan@example.com',
    profilePicture: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    favoriteCount: 0,
    followersCount: 0,
    followingCount: 0,
    roles: ['user'],
    token: 'token-lan',
    ...changes,
  };
}

/** Signs a member in the way the app does: the login response in local storage. */
export function storeMember(member: AuthResponse | null): void {
  if (member) window.localStorage.setItem(storageKey, JSON.stringify(member));
  else window.localStorage.removeItem(storageKey);
}

/** Renders inside a data router, the session and i18n in the given language. */
export function renderPage(
  ui: ReactElement,
  { language = 'en', path = '/' }: { language?: Language; path?: string } = {},
) {
  const i18n = createI18n(language, {
    en: { recipes: enRecipes, kitchen: enKitchen, 'shopping-list': enShopping },
    de: { recipes: deRecipes, kitchen: deKitchen, 'shopping-list': deShopping },
    vi: { recipes: viRecipes, kitchen: viKitchen, 'shopping-list': viShopping },
  });
  const Stub = createRoutesStub([
    { path: '*', Component: () => ui },
    { path: '/login', Component: () => <p>login page</p> },
  ]);
  return render(
    <I18nProvider i18n={i18n}>
      <SessionProvider>
        <Stub initialEntries={[path]} />
      </SessionProvider>
    </I18nProvider>,
  );
}
