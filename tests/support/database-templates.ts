import { dropDatabaseTemplates, prepareDatabaseTemplates } from './database.js';

// Jest's global setup and teardown load their modules outside Jest's resolver, which cannot follow
// the sources' `.js` imports to `.ts`: they run this with tsx instead (`prepare` prints the
// environment to pass on, `drop` reads it).
if (process.argv[2] === 'prepare') process.stdout.write(JSON.stringify(await prepareDatabaseTemplates()));
else if (process.argv[2] === 'drop') await dropDatabaseTemplates();
else throw new Error('usage: database-templates.ts prepare|drop');
