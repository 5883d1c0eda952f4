/**
 * npm run admin -- create <email> [--name "Ana"] [--password "…"]   a new admin account (password
 *                                                                  generated and printed when not given)
 * npm run admin -- promote <email> | demote <email>                change an existing account's role
 * npm run admin -- ban <email> | unban <email>                     ban an account (its sessions end) or lift the ban
 * Uses the same DATABASE_URL / DATA_DIR as the server. With the embedded database, stop the server
 * first (one process per data directory).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/pool.js';
import { DataDirLockedError } from '../src/server/db/lock.js';
import { migrate } from '../src/server/db/migrate.js';
import { OperatorError, createAdmin, setRole, setStatus } from '../src/server/features/admin/operators.js';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' }, password: { type: 'string' } } });
const [command, email] = positionals;
if (!command || !email || !['create', 'promote', 'demote', 'ban', 'unban'].includes(command)) {
  console.error('usage: npm run admin -- create <email> [--name NAME] [--password PASSWORD]\n       npm run admin -- promote|demote|ban|unban <email>');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.pool);
    if (command === 'create') {
      const password = values.password ?? randomBytes(12).toString('base64url');
      await createAdmin(database, { email, name: values.name ?? email.split('@')[0]!, password });
      console.log(`Created admin ${email}.${values.password ? '' : `\nPassword: ${password}\n(shown once; change it at /account/security)`}`);
    } else if (command === 'ban' || command === 'unban') {
      await setStatus(database, email, command === 'ban' ? 'banned' : 'active');
      console.log(command === 'ban' ? `${email} is banned; their sessions have ended.` : `${email} may sign in again.`);
    } else {
      await setRole(database, email, command === 'promote' ? 'admin' : 'user');
      console.log(`${email} is now ${command === 'promote' ? 'an admin' : 'a regular member'}.`);
    }
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof OperatorError || err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
