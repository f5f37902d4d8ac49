import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { addMember } from '../test/member-fixtures.ts';
import { changeRole } from './roles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('admin role add/remove', () => {
  it('gives and takes the moderator role, so the moderation API opens and closes', async () => {
    const member = await addMember(t);
    const { username } = await t.database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const reports = () => t.app.inject({ method: 'GET', url: '/api/v1/moderation/reports', headers: member.headers });
    expect((await reports()).statusCode).toBe(403);
    expect(await changeRole(t.database.db, username.toUpperCase(), 'moderator', 'add')).toEqual(['user', 'moderator']);
    expect(await changeRole(t.database.db, username, 'moderator', 'add')).toEqual(['user', 'moderator']);
    expect((await reports()).statusCode).toBe(200);
    expect(await changeRole(t.database.db, username, 'moderator', 'remove')).toEqual(['user']);
    expect((await reports()).statusCode).toBe(403);
    expect(await changeRole(t.database.db, 'nobody_here', 'moderator', 'add')).toBeNull();
  });
});
