// What `npm start` and `npm run dev` share: the ports and embedded defaults every part is given,
// the services they run beside the parts (the Auth emulator, the mail catcher), the banner, and
// running it all with concurrently so that Ctrl-C stops every process.
import concurrently from 'concurrently';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEMO_PROJECT_ID, emulatorArgs } from './firebase-emulator.mjs';

const env = process.env;
const restPort = env.REST_API_PORT ?? '4100';
const graphqlPort = env.GRAPHQL_PORT ?? '4000';
export const webPort = env.WEB_PORT ?? '3000';
const dataDir = env.STOREFRONT_DATA_DIR ?? '.data';

/** A real Firebase project is configured by its web API key; without one, the emulator runs. */
const useEmulator = !env.FIREBASE_API_KEY;
const emulatorPort = Number(env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099);

/** A real SMTP server is configured by SMTP_URL; without one, a local mail catcher shows every e-mail. */
const useMailCatcher = !env.SMTP_URL;
const mailSmtpPort = env.MAILDEV_SMTP_PORT ?? '1025';
const mailWebPort = env.MAILDEV_WEB_PORT ?? '1080';

/** The session secret of local use, kept so that sessions survive a restart. */
function localSecret() {
  const file = join(dataDir, 'nextauth-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

const identity = useEmulator
  ? { FIREBASE_PROJECT_ID: DEMO_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}` }
  : { FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID };

/** The environment of every part: the same addresses, secret and identity service for all. */
export const shared = {
  REST_API_PORT: restPort,
  REST_API_PUBLIC_URL: env.REST_API_PUBLIC_URL ?? `http://localhost:${restPort}`,
  GRAPHQL_PORT: graphqlPort,
  REST_API_URL: env.REST_API_URL ?? `http://127.0.0.1:${restPort}`,
  GRAPHQL_URL: env.GRAPHQL_URL ?? `http://127.0.0.1:${graphqlPort}/graphql`,
  NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${webPort}`,
  NEXTAUTH_URL: env.NEXTAUTH_URL ?? `http://localhost:${webPort}`,
  NEXTAUTH_SECRET: env.NEXTAUTH_SECRET ?? localSecret(),
  SMTP_URL: env.SMTP_URL || `smtp://127.0.0.1:${mailSmtpPort}`,
  ...identity,
};

// The emulator's accounts are exported on exit and imported on the next start, like the database.
const accountsDir = join(dataDir, 'firebase-auth');
const emulator = {
  name: 'identity',
  command: [
    'npx firebase',
    ...emulatorArgs({
      port: emulatorPort,
      importDir: existsSync(join(accountsDir, 'firebase-export-metadata.json')) ? accountsDir : undefined,
      exportDir: env.FIREBASE_EMULATOR_EXPORT === 'false' ? undefined : accountsDir,
    }),
  ].join(' '),
  prefixColor: 'yellow',
};

// MailDev keeps its e-mails in the data folder, so a restart still shows the ones sent before.
const mailCatcher = {
  name: 'mail',
  command: [
    'npx maildev --silent --ip 127.0.0.1 --web-ip 127.0.0.1',
    `--smtp ${mailSmtpPort} --web ${mailWebPort} --mail-directory ${join(dataDir, 'mail')}`,
  ].join(' '),
  prefixColor: 'blue',
};

/**
 * Runs the services and `parts` (concurrently commands, given the shared environment) until one
 * stops or Ctrl-C, then stops them all; prints the addresses meanwhile.
 */
export function runStack(parts, { title }) {
  const { result } = concurrently(
    [
      ...(useEmulator ? [emulator] : []),
      ...(useMailCatcher ? [mailCatcher] : []),
      ...parts.map((part) => ({ ...part, env: { ...shared, ...part.env } })),
    ],
    { killOthersOn: ['failure', 'success'], prefix: 'name', handleInput: false },
  );

  console.log(`
  ${title}:
    Web storefront                  http://localhost:${webPort}  (English: /en)
    GraphQL API and Apollo Sandbox  http://localhost:${graphqlPort}/graphql
    REST API (upstream)             http://localhost:${restPort}  (its contract: /docs outside production)
    E-mails                         ${useMailCatcher ? `http://localhost:${mailWebPort}  (MailDev: every e-mail the shop sends)` : `sent through ${new URL(env.SMTP_URL).host}`}
    Identity                        ${useEmulator ? `Firebase Auth emulator on 127.0.0.1:${emulatorPort} (project ${DEMO_PROJECT_ID})` : `Firebase project ${env.FIREBASE_PROJECT_ID}`}
  Press Ctrl-C to stop everything.
`);

  result.then(
    () => process.exit(0),
    () => process.exit(process.exitCode ?? 1),
  );
}
