import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createI18n } from './app/i18n/create-i18n.ts';
import { setStandaloneI18n } from './app/i18n/react.tsx';
import type { Resources, Texts } from './app/i18n/translator.ts';

// Components under test translate through one standalone instance, in English, with every namespace.
const modules = import.meta.glob<Texts>('./app/i18n/locales/*/*.json', { eager: true, import: 'default' });
const resources: Resources = {};
for (const [path, content] of Object.entries(modules)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  (resources[match[1]] ??= {})[match[2]] = content;
}
setStandaloneI18n(createI18n('en', resources));

afterEach(() => {
  cleanup();
});
