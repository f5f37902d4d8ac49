import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database.ts';
import type { NewUserRow } from '../../db/schema.ts';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.ts';
import { uniqueViolationColumn } from './unique-violation.ts';
import {
  findUserByEmail,
  findUserByFacebookId,
  findUserById,
  findUserByLogin,
  findUserByProviderId,
  findUserWithCounts,
  insertUser,
  linkFacebookId,
  linkProviderId,
} from './users.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let sequence = 0;
function userRow(overrides: Partial<NewUserRow> = {}): NewUserRow {
  const id = `${Date.now().toString(36)}${++sequence}`;
  const now = nowIso();
  return {
    username: `repo_${id}`,
    username_lower: `repo_${id}`,
    email: `repo_${id}@example.test`,
    name: 'Repo Cook',
    password_hash: null,
    profile_picture: null,
    roles: '["user"]',
    facebook_id: null,
    google_id: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

async function violation(row: NewUserRow): Promise<string | null> {
  try {
    await insertUser(t.database.db, row);
    return null;
  } catch (error) {
    return uniqueViolationColumn(error);
  }
}

describe(`users repository on ${testDialect}`, () => {
  it('inserts and finds a member by id, username, e-mail and Facebook id', async () => {
    const row = await insertUser(t.database.db, userRow({ facebook_id: `fb-${sequence}` }));
    const db = t.database.db;
    await expect(findUserById(db, row.id)).resolves.toEqual(row);
    const withCounts = { ...row, favorite_count: 0, followers_count: 0, following_count: 0 };
    await expect(findUserByLogin(db, row.username_lower)).resolves.toEqual(withCounts);
    await expect(findUserByLogin(db, row.email)).resolves.toEqual(withCounts);
    await expect(findUserWithCounts(db, row.id)).resolves.toEqual(withCounts);
    await expect(findUserByEmail(db, row.email)).resolves.toEqual(row);
    await expect(findUserByFacebookId(db, row.facebook_id!)).resolves.toEqual(row);
    await expect(findUserByLogin(db, 'nobody_here')).resolves.toBeUndefined();
  });

  it('names the column of a unique violation on this database', async () => {
    const first = await insertUser(t.database.db, userRow({ facebook_id: `fb-unique-${sequence}` }));
    await expect(violation(userRow({ username_lower: first.username_lower }))).resolves.toBe('username_lower');
    await expect(violation(userRow({ email: first.email }))).resolves.toBe('email');
    await expect(violation(userRow({ facebook_id: first.facebook_id }))).resolves.toBe('facebook_id');
  });

  it('tells other errors apart from unique violations', () => {
    expect(uniqueViolationColumn(new Error('boom'))).toBeNull();
    expect(uniqueViolationColumn(null)).toBeNull();
    expect(uniqueViolationColumn({ code: '23503', detail: 'Key (user_id)=(1) is not present' })).toBeNull();
  });

  it('links a Facebook id only to a member who has none', async () => {
    const row = await insertUser(t.database.db, userRow());
    const linked = await linkFacebookId(t.database.db, row.id, `fb-link-${sequence}`, nowIso());
    expect(linked?.facebook_id).toBe(`fb-link-${sequence}`);
    await expect(linkFacebookId(t.database.db, row.id, 'fb-other', nowIso())).resolves.toBeUndefined();
  });

  it('links a Google id the same way and marks the e-mail as provider-confirmed', async () => {
    const row = await insertUser(t.database.db, userRow());
    expect(row.email_verified).toBe(0);
    const linked = await linkProviderId(t.database.db, row.id, 'google_id', `g-link-${sequence}`, nowIso());
    expect(linked).toMatchObject({ google_id: `g-link-${sequence}`, email_verified: 1, facebook_id: null });
    await expect(findUserByProviderId(t.database.db, 'google_id', `g-link-${sequence}`)).resolves.toEqual(linked);
    await expect(linkProviderId(t.database.db, row.id, 'google_id', 'g-other', nowIso())).resolves.toBeUndefined();
  });
});
