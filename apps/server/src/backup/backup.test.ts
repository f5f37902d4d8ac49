import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, UploadResponse } from '@recipes/contracts';
import { createDatabase, type Database } from '../db/database.ts';
import { call, createRecipe, signUp, type Member } from '../test/api.ts';
import { createTestApp, testDialect, type TestApp } from '../test/test-app.ts';
import { multipartBody, solid } from '../test/test-images.ts';
import { createBackup, readManifest, restoreBackup, RestoreRefused, type BackupSource } from './backup.ts';

let t: TestApp;
let member: Member;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-backup-'));
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

let shade = 0;
async function recipeWithPhoto(name: string): Promise<Recipe> {
  shade = (shade + 37) % 256;
  const body = multipartBody([
    { field: 'file', bytes: await solid(64, 48, { r: shade, g: 90, b: 30 }).jpeg().toBuffer(), filename: 'a.jpg' },
  ]);
  const upload = await call(t.app, {
    method: 'POST',
    url: `/api/v1/images/upload?user_id=${member.id}`,
    headers: { ...body.headers, ...member.headers },
    payload: body.payload,
  });
  expect(upload.status).toBe(201);
  const photo = upload.body as UploadResponse;
  return createRecipe(t.app, member, {
    name,
    images: [{ image: photo.imageURL, thumbnail: photo.thumbnailURL, alt: name }],
  });
}

const source = (): BackupSource => ({ dataDir: t.config.dataDir, photoStorage: { kind: 'local' }, ...t.storage });

/** A fresh place to restore into: an empty data dir, and on PostgreSQL an empty database. */
async function freshTarget(): Promise<{ target: BackupSource; open: (schema?: string) => Database }> {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'restore-'));
  if (!('databaseUrl' in t.storage)) {
    const sqliteFile = path.join(dataDir, 'recipes.sqlite');
    return {
      target: { dataDir, sqliteFile, photoStorage: { kind: 'local' } },
      open: () => createDatabase({ sqliteFile }),
    };
  }
  const adminUrl = t.storage.databaseUrl;
  const name = `restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return {
    target: { dataDir, databaseUrl: url.toString(), photoStorage: { kind: 'local' } },
    open: (schema) => createDatabase({ databaseUrl: url.toString(), ...(schema ? { pgSchema: schema } : {}) }),
  };
}

describe(`backup and restore (${testDialect})`, () => {
  it('backs up online while writes go on, and the restore has every recipe and photo', async () => {
    const before: Recipe[] = [];
    for (let i = 0; i < 4; i++) before.push(await recipeWithPhoto(`Before backup ${i}`));

    // Writes keep coming while the backup runs, photos included.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await recipeWithPhoto(`During backup ${written}`);
        written += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const folder = await createBackup(source(), path.join(scratch, 'backups'));
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);

    const manifest = readManifest(folder);
    expect(path.basename(folder)).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(manifest).toMatchObject({ dialect: testDialect, photos: 'media' });

    const { target, open } = await freshTarget();
    await restoreBackup(folder, target);
    const restored = open(manifest.pgSchema);
    try {
      const rows = await restored.db.selectFrom('recipes').select(['id', 'name', 'images']).execute();
      const ids = new Set(rows.map((r) => r.id));
      for (const recipe of before) expect(ids.has(recipe.id)).toBe(true);
      expect(rows.length).toBeGreaterThanOrEqual(before.length);
      // Every photo any restored recipe shows is in the restored data dir.
      let photos = 0;
      for (const row of rows) {
        for (const image of JSON.parse(row.images) as { image: string; thumbnail: string }[]) {
          for (const url of [image.image, image.thumbnail]) {
            expect(url.startsWith('/media/')).toBe(true);
            expect(fs.existsSync(path.join(target.dataDir, url))).toBe(true);
            photos += 1;
          }
        }
      }
      expect(photos).toBeGreaterThanOrEqual(before.length * 2);
      // The restored database is whole: its search index finds a recipe, and the member can sign in.
      const users = await restored.db.selectFrom('users').select('username').execute();
      expect(users.map((u) => u.username)).toContain(member.username);
      if (testDialect === 'sqlite') {
        const { rows: check } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(restored.db);
        expect(check[0]?.integrity_check).toBe('ok');
      }
    } finally {
      await restored.destroy();
    }
  });

  it('refuses to restore over a site that has data', async () => {
    const folder = await createBackup(source(), path.join(scratch, 'backups-again'));
    const { target } = await freshTarget();
    await restoreBackup(folder, target);
    await expect(restoreBackup(folder, target)).rejects.toBeInstanceOf(RestoreRefused);
  });
});
