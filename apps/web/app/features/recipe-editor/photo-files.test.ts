import { maxUploadBytes } from '@recipes/contracts';
import { describe, expect, it } from 'vitest';
import { deletePhotoPath, isOwnPhoto, photoUrlsOf, sortPickedFiles, withPhotoCopies } from './photo-files.ts';
import { testRecipe } from './test-recipe.ts';

const file = (name: string, type: string, size = 10) => {
  const picked = new File(['x'], name, { type });
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
};

describe('picked files', () => {
  it('keeps images and refuses other files and oversized images', () => {
    const picked = sortPickedFiles([
      file('a.png', 'image/png'),
      file('notes.txt', 'text/plain'),
      file('b.heic', 'image/heic'),
      file('huge.jpg', 'image/jpeg', maxUploadBytes + 1),
      file('noext', ''),
    ]);
    expect(picked.images.map((f) => f.name)).toEqual(['a.png', 'b.heic']);
    expect(picked.notImages.map((f) => f.name)).toEqual(['notes.txt', 'noext']);
    expect(picked.tooLarge.map((f) => f.name)).toEqual(['huge.jpg']);
  });
});

describe('photo ownership and paths', () => {
  it('knows the member’s own uploads', () => {
    expect(isOwnPhoto('/media/3/abc-1600.webp', 3)).toBe(true);
    expect(isOwnPhoto('http://localhost:3000/media/3/abc-1600.webp', 3)).toBe(true);
    expect(isOwnPhoto('/media/31/abc-1600.webp', 3)).toBe(false);
    expect(isOwnPhoto('https://cdn.example/x.jpg', 3)).toBe(false);
  });

  it('encodes the image path for the delete call', () => {
    expect(deletePhotoPath(3, '/media/3/a b-1600.webp')).toBe(
      '/api/v1/images/delete?user_id=3&image_path=%2Fmedia%2F3%2Fa%20b-1600.webp',
    );
  });
});

describe('copied photos', () => {
  it('lists each photo of the gallery and the steps once', () => {
    expect(photoUrlsOf(testRecipe())).toEqual([
      '/media/3/p1-1600.webp',
      '/media/3/p2-1600.webp',
      '/media/3/a-1600.webp',
    ]);
  });

  it('points the recipe at the copies and keeps photos that have none', () => {
    const copies = new Map([
      ['/media/3/p1-1600.webp', { imageURL: '/media/9/n1-1600.webp', thumbnailURL: '/media/9/n1-400.webp' }],
      ['/media/3/a-1600.webp', { imageURL: '/media/9/n2-1600.webp', thumbnailURL: '/media/9/n2-400.webp' }],
    ]);
    const copied = withPhotoCopies(testRecipe(), copies);
    expect(copied.images).toEqual([
      { image: '/media/9/n1-1600.webp', thumbnail: '/media/9/n1-400.webp', alt: 'Bowl' },
      { image: '/media/3/p2-1600.webp', thumbnail: '/media/3/p2-400.webp', alt: '' },
    ]);
    expect(copied.recipeInstructions[0]).toEqual({
      instruction: 'Char the onion.',
      imageURL: '/media/9/n2-1600.webp',
      thumbnailURL: '/media/9/n2-400.webp',
      timers: [],
    });
    expect(copied.recipeInstructions[1]?.imageURL).toBeNull();
  });
});
