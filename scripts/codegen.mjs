// Generates every type that comes from a contract: the REST types (OpenAPI) for the rest-api and
// the facade, then the GraphQL resolver types (codegen.ts).
import { execFileSync } from 'node:child_process';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const bin = (name) => `node_modules/.bin/${name}`;

for (const target of ['rest-api/src/generated/rest-api.ts', 'graphql-server/src/generated/rest-api.ts']) {
  run(bin('openapi-typescript'), ['schema/rest-api.openapi.yaml', '--output', target, '--silent']);
}
run(bin('graphql-codegen'), ['--config', 'codegen.ts', '--silent']);
