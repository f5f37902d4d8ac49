/**
 * The column a unique-constraint violation is about, on SQLite or PostgreSQL, or null when the
 * error is something else. Lets a service answer 409 after losing a race instead of a 500.
 */
export function uniqueViolationColumn(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, detail, constraint } = error as Record<string, unknown>;
  // better-sqlite3: "UNIQUE constraint failed: users.email" (several columns are comma-separated).
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const match = typeof message === 'string' ? /constraint failed: \w+\.(\w+)/.exec(message) : null;
    return match ? match[1]! : '';
  }
  // pg: SQLSTATE 23505 with detail "Key (email)=(…) already exists." and constraint "users_email_key".
  if (code === '23505') {
    const fromDetail = typeof detail === 'string' ? /^Key \((\w+)\)=/.exec(detail) : null;
    if (fromDetail) return fromDetail[1]!;
    const fromName = typeof constraint === 'string' ? /^[a-z]+_(\w+)_key$/.exec(constraint) : null;
    return fromName ? fromName[1]! : '';
  }
  return null;
}
