// First: zod's settings must be in place before any schema is built (see the module).
import './lib/zod-without-eval.ts';
import type { ReactNode } from 'react';
import { useTranslation } from './i18n/react.tsx';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root.ts';
import { NotFoundView } from './components/layout/NotFoundView.tsx';
import { ScrollRestoration } from './components/layout/ScrollRestoration.tsx';
import { SiteLayout } from './components/layout/SiteLayout.tsx';
import { Container } from './components/ui/Container.tsx';
import { SessionProvider } from './lib/session/session.tsx';
import { themeScript } from './features/theme/theme-script.ts';
import { languageFromRequest } from './i18n/request-language.ts';
import { useLanguageSync } from './i18n/use-language.ts';
import { DocumentHead } from './components/layout/DocumentHead.tsx';
import { DocumentRoot } from './components/layout/DocumentRoot.tsx';
import { WaitsForTexts } from './components/layout/WaitsForTexts.tsx';
// After the layout's own styles, as before the build bundled all CSS into one file (vite.config.ts).
import './styles/global.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Installable app (decision 0020): name, icons, colours; /sw.js keeps pages for offline reading.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  // The server sends URLs it could not decode (`/recipe/%`) here for the error page, as a 400.
  if (!decodablePath(new URL(request.url).pathname)) throw data(null, { status: 400 });
  return { language: languageFromRequest(request), publicUrl: context.publicUrl };
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data, from any component (undefined only when the root loader failed). */
export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const language = useRootData()?.language ?? 'en';
  return (
    <DocumentRoot lang={language}>
      <DocumentHead>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheets, so it does not wait for them: the chosen scheme from the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <meta name="theme-color" content="#a8401c" />
        <Meta />
        <Links />
      </DocumentHead>
      <body>
        <WaitsForTexts>
          <SessionProvider>
            <SiteLayout>{children}</SiteLayout>
          </SessionProvider>
        </WaitsForTexts>
        <ScrollRestoration />
        {/* Only the server writes them: in the browser (decision 0048) they have run already. */}
        {import.meta.env.SSR ? <Scripts /> : null}
      </body>
    </DocumentRoot>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageSync(loaderData.language);
  return (
    <WaitsForTexts>
      <Outlet />
    </WaitsForTexts>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Container narrow>
      <h1>{t('error.title')}</h1>
      <p>{t('error.message')}</p>
      <p>
        <a href="/">{t('error.home')}</a>
      </p>
    </Container>
  );
}
