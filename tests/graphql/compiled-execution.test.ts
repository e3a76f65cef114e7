import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { GraphQLError, Kind, parse } from 'graphql';
import { describe, expect, it } from '@jest/globals';
import { compiledExecution } from '../../graphql-server/src/compiled-execution.js';

// The whole facade runs on this executor in every tests/graphql suite; these check what those
// suites cannot see: the errors Apollo receives and the compilation kept per document.
describe('compiled execution', () => {
  let calls = 0;
  const gateway = compiledExecution({
    typeDefs: `
      input Greeting { name: String!, times: Int }
      type Query { hello(name: String!): String, greet(input: Greeting!): String, broken: String }
    `,
    resolvers: {
      Query: {
        hello: (_: unknown, { name }: { name: string }) => `${++calls} ${name}`,
        greet: (_: unknown, { input }: { input: { name: string } }) => `hi ${input.name}`,
        broken: () => {
          throw new GraphQLError('Not Found: no such thing', { extensions: { code: 'NOT_FOUND' } });
        },
      },
    },
  });
  const run = async (
    document: ReturnType<typeof parse>,
    variables: Record<string, unknown> = {},
    operationName?: string,
  ) => {
    const { executor } = await gateway.load({ apollo: {} });
    // Apollo leaves its own operationName null when the client's name matched no operation.
    const context = { document, operationName: null, context: {}, request: { variables, operationName } };
    return executor!(context as unknown as GatewayGraphQLRequestContext);
  };

  it('hands Apollo errors of our graphql, with their code, path and locations', async () => {
    const result = await run(parse('{ broken }'));
    expect(result.data).toEqual({ broken: null });
    const [error] = result.errors!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error!.extensions).toEqual({ code: 'NOT_FOUND' });
    expect(error!.path).toEqual(['broken']);
    expect(error!.locations).toEqual([{ line: 1, column: 3 }]);
    // Apollo's plugins rewrite messages (graphql-armor masks field suggestions): graphql-jit's own
    // errors have a read-only one, which made every resolver error a 500 outside Vitest.
    expect(() => (error!.message = 'masked')).not.toThrow();
  });

  it('answers the variables of each request from one compiled document, and refuses bad ones without data', async () => {
    const document = parse('query Hello($name: String!) { hello(name: $name) }');
    expect((await run(document, { name: 'a' })).data).toEqual({ hello: '1 a' });
    expect((await run(document, { name: 'b' })).data).toEqual({ hello: '2 b' });
    const refused = await run(document, { name: 3 });
    expect(refused.data).toBeUndefined();
    expect(refused.errors![0]).toBeInstanceOf(GraphQLError);
    // Pointing at the variable's definition is what makes Apollo answer BAD_USER_INPUT.
    expect(refused.errors![0]!.nodes?.map((node) => node.kind)).toEqual([Kind.VARIABLE_DEFINITION]);
  });

  it('points a bad field of an input object variable at the variable definitions too (BAD_USER_INPUT)', async () => {
    const document = parse('query Greet($input: Greeting!) { greet(input: $input) }');
    expect((await run(document, { input: { name: 'Lu' } })).data).toEqual({ greet: 'hi Lu' });
    for (const input of [{ name: null }, { name: 'Lu', times: 2 ** 53 }, { name: 'Lu', nope: 1 }]) {
      const refused = await run(document, { input });
      expect(refused.data).toBeUndefined();
      const [error] = refused.errors!;
      // What Apollo needs to answer BAD_USER_INPUT: the one definition of the variable the message names.
      expect(error!.nodes?.map((node) => node.kind)).toEqual([Kind.VARIABLE_DEFINITION]);
      expect(error!.message).toMatch(/^Variable "\$input" got invalid value /);
    }
  });

  it('refuses an operation name the document lacks instead of running its only operation', async () => {
    const answer = await run(parse('query Hello { hello(name: "a") }'), {}, 'Missing');
    expect(answer.data).toBeUndefined();
    expect(answer.errors!.map(({ message }) => message)).toEqual(['Unknown operation named "Missing".']);
  });
});
