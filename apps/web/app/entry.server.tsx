import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nProvider } from './i18n/react.tsx';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { createI18n } from './i18n/create-i18n.ts';
import { rewriteHead } from './document-head.server.ts';
import { namespacesScript, usedNamespaces } from './i18n/namespaces-script.ts';
import { languageFromRequest } from './i18n/request-language.ts';
import { serverResources } from './i18n/resources.server.ts';

export const streamTimeout = 5_000;

/**
 * Renders a page with its own translator instance in the request's language, whole: the answer
 * is sent once everything has rendered, in one piece. The server reads every page whole anyway
 * (the script hashes of its Content-Security-Policy, the page cache), and nothing on the public
 * pages suspends for long (decision 0029), so streaming only cost CPU: Node streams, a head
 * rewrite per chunk, and React flushing the stream data of React Router's loader data in many
 * late parts instead of in place (decision 0033). Crawlers got the whole document before too.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const language = languageFromRequest(request);
  const i18n = createI18n(language, serverResources(language));

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        // Rendering is complete here, so every namespace the page used is known.
        const html = rewriteHead(Buffer.concat(chunks), namespacesScript(usedNamespaces(i18n)));
        // Buffer.concat's memory is a plain ArrayBuffer, never a shared one: the type only cannot say so.
        const body = new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength);
        resolve(new Response(body, { headers: responseHeaders, status }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nProvider>,
      {
        // Every Suspense boundary in place in the HTML. By default React sends a completed
        // boundary larger than 12,800 bytes after the shell, hidden, and moves it in with an inline
        // script; that script waits for the stylesheet, so the recipe page's gallery and sections
        // appeared late and pushed the text (Lighthouse CLS 0.436), and were missing without
        // JavaScript. The page is rendered whole anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(collect);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reach onShellError and React Router's handling.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
