import { cleanup } from '@testing-library/react';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { i18nOptions } from './app/i18n/config.ts';

// Components under test translate through the global instance, in English, with every namespace.
const modules = import.meta.glob<ResourceLanguage[string]>('./app/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Resource = {};
for (const [path, content] of Object.entries(modules)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  resources[match[1]] ??= {};
  (resources[match[1]] as ResourceLanguage)[match[2]] = content;
}
await i18next.use(initReactI18next).init(i18nOptions('en', resources));

afterEach(() => {
  cleanup();
});
