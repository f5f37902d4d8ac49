import type { Route } from './+types/home.ts';
import { HomePage } from '../features/home/HomePage.tsx';
import { loadHomePage } from '../features/home/home-page.server.ts';
import { seoMeta, siteName } from '../features/seo/seo.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHomePage(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...seoMeta({
          title: loaderData.title,
          description: loaderData.description,
          // /home shows the same page as /, so both name / as canonical.
          path: '/',
          language: loaderData.language,
          publicUrl: loaderData.publicUrl,
        }),
        {
          'script:ld+json': {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: siteName,
            url: `${loaderData.publicUrl}/`,
            inLanguage: loaderData.language,
            potentialAction: {
              '@type': 'SearchAction',
              target: { '@type': 'EntryPoint', urlTemplate: `${loaderData.publicUrl}/recipes/{search_term_string}` },
              'query-input': 'required name=search_term_string',
            },
          },
        },
      ]
    : [];

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage teasers={loaderData.teasers} slideImages={loaderData.slideImages} />;
}
