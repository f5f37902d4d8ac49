import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Recipe, UploadResponse } from '@recipes/contracts';
import { createRecipeViaApi, expect, type Member } from './fixtures.ts';

// Helpers of the recipe form's end-to-end specs (editor*.spec.ts) and screenshot tour (editor.shots.ts).

/** A small solid-colour PNG made by hand (signature, IHDR, IDAT, IEND), so no image library is needed. */
export function pngBytes(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: pngBytes(120, 90, colour),
});
export const tomato = png('tomato.png', [214, 69, 45]);
export const basil = png('basil.png', [60, 140, 70]);
export const saffron = png('saffron.png', [240, 180, 40]);

export const authorised = (member: Member) => ({ headers: { Authorization: `Bearer ${member.token}` } });

export async function storedRecipe(request: APIRequestContext, member: Member, id: number): Promise<Recipe> {
  const response = await request.get(`/api/v1/recipes/${id}`, authorised(member));
  expect(response.status()).toBe(200);
  return (await response.json()) as Recipe;
}

export async function ownRecipes(request: APIRequestContext, member: Member): Promise<Recipe[]> {
  const response = await request.get(`/api/v1/recipes?user_id=${member.id}&pageSize=100`, authorised(member));
  return (await response.json()) as Recipe[];
}

export async function uploadViaApi(
  request: APIRequestContext,
  member: Member,
  colour: [number, number, number],
  [width, height]: [number, number] = [80, 60],
) {
  const response = await request.post(`/api/v1/images/upload?user_id=${member.id}`, {
    ...authorised(member),
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: pngBytes(width, height, colour) } },
  });
  expect(response.status()).toBe(201);
  const stored = (await response.json()) as UploadResponse;
  return { image: stored.imageURL, thumbnail: stored.thumbnailURL, alt: '' };
}

/** A recipe of the member's with uploaded photos: two in the gallery and one on the first step. */
export async function recipeWithPhotos(request: APIRequestContext, member: Member, overrides: Partial<Recipe> = {}) {
  const first = await uploadViaApi(request, member, [200, 40, 40]);
  const second = await uploadViaApi(request, member, [40, 40, 200]);
  const step = await uploadViaApi(request, member, [40, 160, 40]);
  return createRecipeViaApi(request, member, {
    images: [
      { ...first, alt: 'Red photo' },
      { ...second, alt: 'Blue photo' },
    ],
    recipeInstructions: [
      { instruction: 'Brown the beef.', imageURL: step.image, thumbnailURL: step.thumbnail },
      { instruction: 'Braise for two hours.', imageURL: null, thumbnailURL: null },
    ],
    ...overrides,
  });
}

/** Accepts the next dialog after checking its text (and answers a prompt). */
export function expectDialog(page: Page, message: string, answer?: string) {
  return new Promise<void>((resolve, reject) => {
    page.once('dialog', (dialog) => {
      try {
        expect(dialog.message()).toBe(message);
        void dialog.accept(answer).then(() => resolve());
      } catch (error) {
        void dialog.dismiss();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const galleryInput = (page: Page) => page.getByLabel('Add photos');
export const photos = (page: Page) => page.getByTestId('editor-photo');
export const saveStatus = (page: Page) => page.getByTestId('save-status');
