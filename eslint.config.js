import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Walls between layers (docs/architecture.md, "Layers"), kept by core no-restricted-imports.
 * Its patterns see the import as written, so the rules for features and server modules come once per
 * folder depth: from features/<a>/x.ts, `../<b>/…` is another feature; from features/<a>/sub/x.ts it is
 * `../../<b>/…`. ESLint takes one set of options per rule and file, so every block below names all the
 * patterns of its files. Tests and test helpers are left out: they may reach into what they test.
 */
const testFiles = ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}', '**/*test-support.{ts,tsx}'];
const depths = [1, 2, 3];
const up = (count) => `(\\.\\./){${count}}`;

const intoAFeature =
  'Import a feature only through its public entry (features/<name>/index.ts); add what you need to that entry.';
const sharedImportsNoFeature =
  'Shared code (components/ui, lib, i18n) imports no feature: move what both need into the shared layer.';
const foreignRepository =
  "A module reaches another module's data through that module's service or public entry (modules/<name>/index.ts), never its repository.";
const servicesRaiseDomainErrors =
  'Services raise domain errors (src/domain-errors.ts) naming fields, not HTTP errors naming request paths.';
const routesImportNoRepository = 'Routes are HTTP only: they call services, never repositories.';

/** From a file `depth` folders below features/<name>/ (or modules/<name>/): another feature's (module's) files. */
const otherFolder = (depth) => `^(${up(depth)}(?!\\.\\.)[^/]+|${up(depth + 1)}(features|modules)/[^/]+)/`;

const webWalls = [
  {
    files: ['apps/web/app/{components/ui,lib,i18n}/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features(/|$)', message: sharedImportsNoFeature }] },
      ],
    },
  },
  {
    files: ['apps/web/app/components/layout/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features/[^/]+/(?!index\\.ts$)', message: intoAFeature }] },
      ],
    },
  },
  ...depths.map((depth) => ({
    files: [`apps/web/app/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `${otherFolder(depth)}(?!index\\.ts$)`, message: intoAFeature }] },
      ],
    },
  })),
];

const serverWalls = [
  ...depths.map((depth) => ({
    files: [`apps/server/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `${otherFolder(depth)}(.*/)?[^/]*repository[^/]*$`, message: foreignRepository }] },
      ],
    },
  })),
  {
    // Comes after the depth-1 block and replaces its options for services, so it names its pattern again.
    files: ['apps/server/src/modules/*/*.service.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `${otherFolder(1)}(.*/)?[^/]*repository[^/]*$`, message: foreignRepository },
            { regex: '(^|/)http/errors\\.ts$', message: servicesRaiseDomainErrors },
          ],
        },
      ],
    },
  },
  {
    // Comes after the blocks above and replaces their options for routes: no repository at all, own or foreign.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: 'repository[^/]*$', message: routesImportNoRepository }] },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/.data/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webWalls,
  ...serverWalls,
);
