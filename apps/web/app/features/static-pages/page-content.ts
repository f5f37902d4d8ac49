import type { TFunction } from '../../i18n/translator.ts';
import { z } from 'zod';

/** The static pages whose text lives in the `pages` namespace as sections. */
export const sectionPages = ['about', 'privacy', 'terms', 'cookies'] as const;
export type SectionPage = (typeof sectionPages)[number];

const SectionSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  items: z.array(z.string()),
});
export type PageSection = z.infer<typeof SectionSchema>;

const FaqItemSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof FaqItemSchema>;

/** Reads a list from the translations; a malformed entry yields an empty page part, never a crash. */
function readList<T>(t: TFunction, key: string, schema: z.ZodType<T>): T[] {
  const parsed = z.array(schema).safeParse(t(key, { returnObjects: true }));
  return parsed.success ? parsed.data : [];
}

export function pageSections(t: TFunction, page: SectionPage): PageSection[] {
  return readList(t, `${page}.sections`, SectionSchema);
}

export function faqItems(t: TFunction): FaqItem[] {
  return readList(t, 'faq.items', FaqItemSchema);
}

/** A stable anchor for a section heading: its position, so it is the same in every language. */
export function sectionAnchor(index: number): string {
  return `section-${index + 1}`;
}
