import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { photoWidths } from '@recipes/contracts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMember, type TestMember } from '../../test/member-fixtures.ts';
import { multipartBody, red, solid } from '../../test/test-images.ts';

let t: TestApp;
let owner: TestMember;
let victim: TestMember;
let victimPhoto: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await addMember(t);
  victim = await addMember(t);
  victimPhoto = await uploadAs(victim);
});
afterAll(async () => t.close());

/** Uploads a small photo and returns its imageURL. */
async function uploadAs(member: TestMember): Promise<string> {
  const body = multipartBody([
    { field: 'file', bytes: await solid(500, 300, red).jpeg().toBuffer(), filename: 'a.jpg' },
  ]);
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/v1/images/upload?user_id=${member.id}`,
    headers: { ...body.headers, ...member.headers },
    payload: body.payload,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  return (res.body as { imageURL: string }).imageURL;
}

function remove(member: TestMember | null, userId: number, imagePath: string) {
  return call(t.app, {
    method: 'DELETE',
    url: `/api/v1/images/delete?user_id=${userId}&image_path=${encodeURIComponent(imagePath)}`,
    headers: member ? member.headers : {},
  });
}

const widthsOf = (url: string) => photoWidths.map((w) => url.replace(/-\d+\.webp$/, `-${w}.webp`));
const existing = (url: string) => widthsOf(url).filter((u) => fs.existsSync(path.join(t.config.dataDir, u)));

describe('DELETE /api/v1/images/delete', () => {
  let mine: string;
  beforeEach(async () => {
    mine = await uploadAs(owner);
  });

  it('removes every width of the caller’s photo, given the thumbnail path', async () => {
    expect(existing(mine)).toHaveLength(3);
    const res = await remove(owner, owner.id, mine.replace('-1600.webp', '-400.webp'));
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect(existing(mine)).toEqual([]);
    const again = await remove(owner, owner.id, mine);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('accepts the full URL with the site origin', async () => {
    const res = await remove(owner, owner.id, `${t.config.publicUrl}${mine.replace('-1600', '-800')}`);
    expect(res.status).toBe(204);
    expect(existing(mine)).toEqual([]);
  });

  it('answers 404 for a well-formed path to a photo that never existed', async () => {
    const res = await remove(owner, owner.id, `/media/${owner.id}/${'ab'.repeat(12)}-400.webp`);
    expect(res.status).toBe(404);
  });

  // Every refusal leaves both members' files exactly as they were.
  const refusals: [string, () => { member: TestMember | null; userId: number; imagePath: string }, number][] = [
    ['anonymous', () => ({ member: null, userId: owner.id, imagePath: mine }), 401],
    ['user_id of someone else', () => ({ member: owner, userId: victim.id, imagePath: victimPhoto }), 403],
    ['user_id of someone else, own photo', () => ({ member: owner, userId: victim.id, imagePath: mine }), 403],
    ['another member’s photo', () => ({ member: owner, userId: owner.id, imagePath: victimPhoto }), 403],
    [
      'another member’s photo by full URL',
      () => ({ member: owner, userId: owner.id, imagePath: `http://localhost:3000${victimPhoto}` }),
      403,
    ],
    [
      '.. out of the own folder',
      () => ({ member: owner, userId: owner.id, imagePath: `/media/${owner.id}/../${victimPhoto.slice(7)}` }),
      400,
    ],
    [
      'encoded .. traversal',
      () => ({ member: owner, userId: owner.id, imagePath: `/media/${owner.id}/%2e%2e/${victimPhoto.slice(7)}` }),
      400,
    ],
    [
      'double-encoded traversal',
      () => ({ member: owner, userId: owner.id, imagePath: `/media/${owner.id}/%252e%252e/${victimPhoto.slice(7)}` }),
      400,
    ],
    [
      'absolute filesystem path',
      () => ({ member: owner, userId: owner.id, imagePath: path.join(t.config.dataDir, victimPhoto) }),
      400,
    ],
    [
      'the database file',
      () => ({ member: owner, userId: owner.id, imagePath: `/media/${owner.id}/../../test.sqlite` }),
      400,
    ],
    ['a path outside /media', () => ({ member: owner, userId: owner.id, imagePath: '/etc/passwd' }), 400],
    [
      'backslashes',
      () => ({ member: owner, userId: owner.id, imagePath: `\\media\\${owner.id}\\..\\x-400.webp` }),
      400,
    ],
    [
      'a non-photo name in the own folder',
      () => ({ member: owner, userId: owner.id, imagePath: `/media/${owner.id}/x.webp` }),
      400,
    ],
    ['an unknown width', () => ({ member: owner, userId: owner.id, imagePath: mine.replace('-1600', '-1200') }), 400],
  ];

  it.each(refusals)('refuses %s with %i and removes nothing', async (_name, build, status) => {
    const { member, userId, imagePath } = build();
    const res = await remove(member, userId, imagePath);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false });
    expect(existing(victimPhoto)).toHaveLength(3);
    expect(existing(mine)).toHaveLength(3);
  });

  it('refuses when the member’s folder is a symlink leading elsewhere, removing nothing', async () => {
    const member = await addMember(t);
    const outside = fs.mkdtempSync(path.join(t.config.dataDir, 'outside-'));
    const stem = 'ab'.repeat(12);
    fs.writeFileSync(path.join(outside, `${stem}-400.webp`), 'precious');
    fs.symlinkSync(outside, path.join(t.config.dataDir, 'media', String(member.id)));
    const res = await remove(member, member.id, `/media/${member.id}/${stem}-400.webp`);
    expect(res.status).toBe(403);
    await t.app.services.photos.removeFiles(member.id, [`/media/${member.id}/${stem}-400.webp`]);
    expect(fs.readFileSync(path.join(outside, `${stem}-400.webp`), 'utf8')).toBe('precious');
  });

  it('requires image_path', async () => {
    const res = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/images/delete?user_id=${owner.id}`,
      headers: owner.headers,
    });
    expect(res.status).toBe(400);
  });
});

describe('upload authorization', () => {
  it.each<[string, () => TestMember | null, () => number, number]>([
    ['anonymous', () => null, () => owner.id, 401],
    ['user_id of someone else', () => owner, () => victim.id, 403],
  ])('refuses %s with %i and stores nothing', async (_name, who, userId, status) => {
    const listing = () =>
      [owner, victim].map((m) => fs.readdirSync(path.join(t.config.dataDir, 'media', String(m.id))));
    const before = listing();
    const body = multipartBody([
      { field: 'file', bytes: await solid(50, 50, red).png().toBuffer(), filename: 'a.png' },
    ]);
    const member = who();
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/v1/images/upload?user_id=${userId()}`,
      headers: { ...body.headers, ...(member ? member.headers : {}) },
      payload: body.payload,
    });
    expect(res.status).toBe(status);
    expect(listing()).toEqual(before);
  });
});

describe('photos.removeFiles', () => {
  it('removes the member’s listed photos and ignores foreign, malformed and missing ones', async () => {
    const first = await uploadAs(owner);
    const second = await uploadAs(owner);
    await t.app.services.photos.removeFiles(owner.id, [
      first,
      first.replace('-1600', '-400'),
      `${t.config.publicUrl}${second.replace('-1600', '-800')}`,
      victimPhoto,
      `/media/${owner.id}/${'cd'.repeat(12)}-400.webp`,
      '../../etc/passwd',
      '',
    ]);
    expect(existing(first)).toEqual([]);
    expect(existing(second)).toEqual([]);
    expect(existing(victimPhoto)).toHaveLength(3);
  });

  it('does not throw for a member who never uploaded anything', async () => {
    const newcomer = await addMember(t);
    await expect(
      t.app.services.photos.removeFiles(newcomer.id, [`/media/${newcomer.id}/${'ef'.repeat(12)}-400.webp`]),
    ).resolves.toBeUndefined();
  });
});
