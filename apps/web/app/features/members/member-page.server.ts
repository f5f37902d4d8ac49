import { data } from 'react-router';
import type { Language, PublicMember, Recipe, SiteLoadContext } from '@recipes/contracts';
import { translator } from '../../i18n/translate.server.ts';
import { pageTitle } from '../seo/seo.ts';

export interface MemberPageData {
  member: PublicMember;
  recipes: Recipe[];
  page: number;
  totalPages: number;
  language: Language;
  publicUrl: string;
  path: string;
  title: string;
  description: string;
}

const pageSize = 12;
const maxId = 2147483647;

function notFound(): never {
  throw data(null, { status: 404 });
}

/** A member's public page as anonymous visitors see it; the signed-in view is added in the browser. */
export async function loadMemberPage(
  params: { id?: string },
  request: Request,
  context: SiteLoadContext,
  language: Language,
): Promise<MemberPageData> {
  if (!params.id || !/^\d{1,10}$/.test(params.id)) notFound();
  const id = Number(params.id);
  if (id < 1 || id > maxId) notFound();
  const member = await context.site.getMember(id);
  if (!member) notFound();

  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const recipes = await context.site.listMemberRecipes(id, { page, pageSize });
  const t = translator(language, 'account');
  return {
    member,
    recipes: recipes.items,
    page,
    totalPages: Math.max(1, Math.ceil(recipes.total / pageSize)),
    language,
    publicUrl: context.publicUrl,
    path: `/members/${id}${page > 1 ? `?page=${page}` : ''}`,
    title: pageTitle(t('member.title', { name: member.name })),
    description: t('member.metaDescription', { name: member.name, count: member.recipeCount }),
  };
}
