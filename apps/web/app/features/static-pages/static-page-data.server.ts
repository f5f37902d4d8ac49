import type { AppLoadContext } from 'react-router';
import type { Namespace } from '../../i18n/config.ts';
import { languageFromRequest } from '../../i18n/request-language.ts';
import { translator } from '../../i18n/translate.server.ts';
import type { PageMetaData } from './page-meta.ts';

/**
 * What a page's `meta` needs, translated on the server: `titleKey`/`descriptionKey` are keys
 * of the given namespace (e.g. 'about.title' in 'pages').
 */
export function pageMetaData(
  request: Request,
  context: AppLoadContext,
  keys: { namespace: Namespace; title: string; description: string },
): PageMetaData {
  const language = languageFromRequest(request);
  const t = translator(language, keys.namespace);
  return {
    language,
    publicUrl: context.publicUrl,
    path: new URL(request.url).pathname,
    title: t(keys.title),
    description: t(keys.description),
  };
}
