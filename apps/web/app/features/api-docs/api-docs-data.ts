import { buildApiDocs, type ApiDocsModel } from './openapi-model.ts';

/** CONTRACT "Site": 1000 requests an hour per IP, unless the document says otherwise. */
export const documentedRateLimit = 1000;

export interface ApiDocsData {
  model: ApiDocsModel;
  rateLimitPerHour: number;
  baseUrl: string;
}

/** The server states its configured limit in the document's description ("… N requests per hour …"). */
export function rateLimitFrom(description: string): number {
  const match = /(\d[\d,.]*)\s+requests per hour/i.exec(description);
  const value = match ? Number(match[1]?.replace(/[,.]/g, '')) : NaN;
  return Number.isFinite(value) && value > 0 ? value : documentedRateLimit;
}

export function apiDocsData(document: unknown, publicUrl: string): ApiDocsData {
  const model = buildApiDocs(document);
  return { model, rateLimitPerHour: rateLimitFrom(model.description), baseUrl: publicUrl.replace(/\/$/, '') };
}
