// The peer a team would pick instead of a hand-written facade: Hive Gateway serving a supergraph
// that GraphQL Mesh composes from our own OpenAPI file. Composed at bench time, served by the
// gateway's CLI in a process of its own, like the facade.
import { getComposedSchemaFromConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { spawnPart, type Part } from './processes.js';

type Json = Record<string, unknown>;

const isNullable = (schema: unknown) => {
  const type = (schema as Json | undefined)?.type;
  return Array.isArray(type) && type.includes('null');
};

/**
 * The generator makes an OpenAPI 3.1 `[X, 'null']` property non-null when it is required, so
 * every null the rest-api rightly sends would fail the answer: such properties leave `required`.
 */
export function withoutRequiredNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequiredNullables);
  if (!node || typeof node !== 'object') return node;
  const copy: Json = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withoutRequiredNullables(value)]),
  );
  const properties = copy.properties as Json | undefined;
  if (Array.isArray(copy.required) && properties)
    copy.required = copy.required.filter((name: string) => !isNullable(properties[name]));
  return copy;
}

/** Writes the supergraph of the OpenAPI file, with `restUrl` as its endpoint; returns its path. */
export async function composeSupergraph(restUrl: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-hive-'));
  const source = join(dir, 'rest-api.openapi.json');
  const document = withoutRequiredNullables(parse(readFileSync('schema/rest-api.openapi.yaml', 'utf8')));
  writeFileSync(source, JSON.stringify(document));
  const quiet = { debug() {}, info() {}, warn() {}, error: console.error, log() {}, child: () => quiet };
  const supergraph = await getComposedSchemaFromConfig(
    {
      subgraphs: [
        {
          sourceHandler: loadOpenAPISubgraph('Rest', {
            source,
            endpoint: restUrl,
            // A read sent as POST (its filter is a body): a query, so one request holds a page's second wave.
            selectQueryOrMutationField: [{ type: 'query', fieldName: 'listParticipations' }],
          }),
        },
      ],
    },
    quiet as never,
  );
  const file = join(dir, 'supergraph.graphql');
  writeFileSync(file, supergraph);
  return file;
}

/** Hive Gateway in production mode on `port`, in front of the rest-api at `restUrl`. */
export async function startHive(port: number, restUrl: string): Promise<Part> {
  const supergraph = await composeSupergraph(restUrl);
  const removeFiles = () => rmSync(dirname(supergraph), { recursive: true, force: true });
  const args = ['supergraph', supergraph, '--port', String(port), '--host', '127.0.0.1', '--fork', '1'];
  try {
    const gateway = await spawnPart(
      'hive-gateway',
      ['node_modules/@graphql-hive/gateway/dist/bin.js', ...args],
      { NODE_ENV: 'production', NO_COLOR: '1' },
      `http://127.0.0.1:${port}/healthcheck`,
    );
    return { ...gateway, stop: async () => (await gateway.stop(), removeFiles()) };
  } catch (error) {
    removeFiles();
    throw error;
  }
}
