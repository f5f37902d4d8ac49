import { pluralCategory } from '@recipes/contracts/plain';

// The site's own translator (docs/decisions/0008-own-translator.md): nested JSON keys, `{{name}}`
// values, plural forms by Intl.PluralRules (`key_one`, `key_other`, `key_zero` for 0), English
// as the gap filler on the server, namespaces fetched on first use in the browser.

/** One namespace's texts: nested objects whose leaves are strings (or lists of them). */
export type Texts = { readonly [key: string]: unknown };
/** language → namespace → texts */
export type Resources = Record<string, Record<string, Texts>>;

export interface TranslateOptions {
  /** Picks the plural form and fills `{{count}}`. */
  count?: number;
  /** What a missing key gives instead of the key itself. */
  defaultValue?: string;
  /** Other values for `{{name}}` placeholders. */
  [value: string]: unknown;
}

export interface TFunction {
  /** The whole subtree (lists of sections, say), every string in it filled in. */
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

export type LoadTexts = (language: string, namespace: string) => Promise<Texts>;

export interface I18nOptions {
  language: string;
  resources: Resources;
  /** The language whose texts stand in for missing ones (the server's English); none in the browser. */
  fallbackLanguage?: string;
  /** Fetches a namespace the instance does not hold yet (the browser). */
  load?: LoadTexts;
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function walk(texts: Texts, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

/**
 * Keys already looked up, per texts object: a page translates the same few hundred keys on
 * every render, and splitting and walking each dotted key cost more than the rest of `t`.
 * Texts objects are never changed after loading, so an answer stays right.
 */
const foundKeys = new WeakMap<Texts, Map<string, unknown>>();

function lookUp(texts: Texts | undefined, key: string): unknown {
  if (!texts) return undefined;
  let found = foundKeys.get(texts);
  if (!found) foundKeys.set(texts, (found = new Map()));
  if (found.has(key)) return found.get(key);
  const value = walk(texts, key);
  found.set(key, value);
  return value;
}

function fill(text: string, options: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function fillAll(node: unknown, options: TranslateOptions): unknown {
  if (typeof node === 'string') return fill(node, options);
  if (Array.isArray(node)) return node.map((item) => fillAll(item, options));
  if (typeof node === 'object' && node !== null) {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fillAll(value, options)]));
  }
  return node;
}

/** One interface language at a time, the texts of every language it has been given or fetched. */
export class I18n {
  language: string;
  private readonly resources: Resources;
  private readonly fallbackLanguage: string | undefined;
  private readonly load: LoadTexts | undefined;
  private readonly pending = new Map<string, Promise<void>>();
  private readonly used = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor({ language, resources, fallbackLanguage, load }: I18nOptions) {
    this.language = language;
    this.resources = resources;
    this.fallbackLanguage = fallbackLanguage;
    this.load = load;
  }

  /** A translate function bound to one language and namespace. */
  getFixedT(language: string, namespace: string): TFunction {
    return ((key: string, options: TranslateOptions = {}) =>
      this.translate(language, namespace, key, options)) as TFunction;
  }

  hasTexts(language: string, namespace: string): boolean {
    return this.resources[language]?.[namespace] !== undefined;
  }

  /** Whether texts are there or never will be (an instance without a loader shows missing keys as keys). */
  isReady(language: string, namespace: string): boolean {
    return this.hasTexts(language, namespace) || !this.load;
  }

  /** Fetches what is missing of these namespaces in that language (once, however often asked). */
  loadNamespaces(language: string, namespaces: readonly string[]): Promise<void> {
    return Promise.all(namespaces.map((namespace) => this.loadNamespace(language, namespace))).then(() => undefined);
  }

  /** The same promise for every caller while a namespace loads (React's `use` needs that). */
  loadNamespace(language: string, namespace: string): Promise<void> {
    if (this.isReady(language, namespace)) return Promise.resolve();
    const id = `${language}/${namespace}`;
    let loading = this.pending.get(id);
    if (!loading && this.load) {
      loading = this.load(language, namespace).then(
        (texts) => {
          (this.resources[language] ??= {})[namespace] = texts;
          this.pending.delete(id);
        },
        (error: unknown) => {
          this.pending.delete(id); // the next render may try again
          throw error;
        },
      );
      this.pending.set(id, loading);
    }
    return loading ?? Promise.resolve();
  }

  /** Components report the namespaces they render with; the server lists them for the browser. */
  markUsed(namespace: string): void {
    this.used.add(namespace);
  }

  usedNamespaces(): string[] {
    return [...this.used];
  }

  /** Switches language once the namespaces in use are there in the new one, so no text blanks. */
  async changeLanguage(language: string): Promise<void> {
    await this.loadNamespaces(language, this.usedNamespaces());
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** For useSyncExternalStore: called after every language change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private translate(language: string, namespace: string, key: string, options: TranslateOptions): unknown {
    const languages =
      this.fallbackLanguage && this.fallbackLanguage !== language ? [language, this.fallbackLanguage] : [language];
    for (const candidate of languages) {
      const found = this.find(candidate, namespace, key, options.count);
      if (found === undefined) continue;
      if (typeof found === 'string') return fill(found, options);
      if (options.returnObjects === true) return fillAll(found, options);
    }
    return options.defaultValue ?? key;
  }

  private find(language: string, namespace: string, key: string, count: number | undefined): unknown {
    const texts = this.resources[language]?.[namespace];
    if (typeof count === 'number') {
      const forms = count === 0 ? ['zero', this.pluralForm(language, count)] : [this.pluralForm(language, count)];
      for (const form of forms) {
        const plural = lookUp(texts, `${key}_${form}`);
        if (plural !== undefined) return plural;
      }
    }
    return lookUp(texts, key);
  }

  private pluralForm(language: string, count: number): Intl.LDMLPluralRule {
    return pluralCategory(language, count);
  }
}
