// `npm run lint` step: proves the walls of eslint.config.js hold (docs/architecture.md, "Layers"). ESLint lints the
// real files; this lints a few imports that must fail and a few that must pass, as if written in the
// named files, so a wall weakened by a later edit of the config (a glob, a regex) fails the build too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** [file the import is written in, what it imports, whether the walls refuse it] */
export const cases = [
  ['apps/web/app/components/ui/Example.tsx', '../../features/recipes/index.ts', true],
  ['apps/web/app/lib/session/example.ts', '../../features/auth/index.ts', true],
  ['apps/web/app/i18n/example.ts', '../features/seo/index.ts', true],
  ['apps/web/app/lib/example.ts', '../components/ui/Button.tsx', false],
  ['apps/web/app/features/home/Example.tsx', '../recipes/list/RecipeCard.tsx', true],
  ['apps/web/app/features/home/Example.tsx', '../recipes/index.ts', false],
  ['apps/web/app/features/home/Example.tsx', './CuisineTeasers.tsx', false],
  ['apps/web/app/features/recipes/list/Example.tsx', '../../favorites/FavoriteButton.tsx', true],
  ['apps/web/app/features/recipes/list/Example.tsx', '../../favorites/index.ts', false],
  ['apps/web/app/features/recipes/list/Example.tsx', '../detail/ingredient-groups.ts', false],
  ['apps/web/app/features/recipes/list/Example.tsx', '../../../lib/session/session.tsx', false],
  ['apps/web/app/components/layout/Example.tsx', '../../features/theme/ThemeSwitch.tsx', true],
  ['apps/web/app/components/layout/Example.tsx', '../../features/theme/index.ts', false],
  ['apps/server/src/modules/favorites/example.service.ts', '../recipes/recipes.repository.ts', true],
  ['apps/server/src/modules/favorites/example.service.ts', '../recipes/index.ts', false],
  ['apps/server/src/modules/favorites/example.service.ts', './favorites.repository.ts', false],
  ['apps/server/src/modules/recipes/filters/example.ts', '../../ratings/ratings.repository.ts', true],
  ['apps/server/src/modules/recipes/filters/example.ts', '../recipes.repository.ts', false],
  ['apps/server/src/modules/favorites/example.routes.ts', './favorites.repository.ts', true],
  ['apps/server/src/modules/favorites/example.service.ts', '../../http/errors.ts', true],
  ['apps/server/src/modules/favorites/example.service.ts', '../../domain-errors.ts', false],
];

/** The no-restricted-imports messages ESLint gives `specifier` imported in `file`. */
export async function wallMessages(eslint, file, specifier) {
  const code = `import { example } from '${specifier}';\nexport { example };\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const eslint = new ESLint({ cwd: root });
  let wrong = 0;
  for (const [file, specifier, refused] of cases) {
    const messages = await wallMessages(eslint, file, specifier);
    if (messages.length > 0 === refused) continue;
    wrong++;
    console.error(`${file}: import of ${specifier} should be ${refused ? 'refused' : 'allowed'}`);
  }
  if (wrong > 0) process.exit(1);
  console.log(`import walls hold (${cases.length} cases)`);
}
