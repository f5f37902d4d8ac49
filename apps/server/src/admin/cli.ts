import path from 'node:path';
import { loadConfig } from '../config/env.ts';
import { createDatabase } from '../db/database.ts';
import { changeRole, grantableRoles, isGrantableRole } from './roles.ts';

// npm run admin -- role add <username> moderator | role remove <username> moderator
const usage = `usage: npm run admin -- role add|remove <username> ${grantableRoles.join('|')}`;
const [command, action, username, role] = process.argv.slice(2);
if (command !== 'role' || (action !== 'add' && action !== 'remove') || !username || !role || !isGrantableRole(role)) {
  console.error(usage);
  process.exit(2);
}

// DATA_DIR is resolved from where npm was invoked, as for `npm run migrate`.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig({ ...process.env, DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? 'data') });
const database = createDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'recipes.sqlite'),
});
try {
  const roles = await changeRole(database.db, username, role, action);
  if (roles === null) {
    console.error(`no member with the username ${username}`);
    process.exitCode = 1;
  } else {
    console.log(`${username}: ${roles.join(', ')}`);
  }
} finally {
  await database.destroy();
}
