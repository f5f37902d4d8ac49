import { data } from 'react-router';
import type { Language, PublicMember, RecipeCard, SiteLoadContext } from '@recipes/contracts';
import { translator } from '../../i18n/translate.server.ts';
import { pageTitle } from '../seo/index.ts';
import type { MemberPageSeo } from './member-meta.ts';

export interface MemberPageData extends MemberPageSeo {
  member: PublicMember;
  recipes: RecipeCard[];
  page: number;
  totalPages: number;
}

const pageSize = 12;
const maxId = 2147483647;

function notFound(): never {
  throw data(null, { status: 404 });
}

/** The member id of a /members/:id address; anything that cannot be one is a 404. */
export function memberIdFrom(params: { id?: string }): number {
  if (!params.id || !/^\d{1,10}$/.test(params.id)) notFound();
  const id = Number(params.id);
  if (id < 1 || id > maxId) notFound();
  return id;
}

/** `?page=` of a list page; anything but a whole number from 1 means the first page. */
export function pageFrom(request: Request): number {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return Number.isInteger(requested) && requested >= 1 ? requested : 1;
}

/** A member's public page as anonymous visitors see it; the signed-in view is added in the browser. */
export async function loadMemberPage(
  params: { id?: string },
  request: Request,
  context: SiteLoadContext,
  language: Language,
): Promise<MemberPageData> {
  const id = memberIdFrom(params);
  const member = await context.site.getMember(id);
  if (!member) notFound();

  const page = pageFrom(request);
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
