import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { nodeArgsOf } from '../../scripts/part-command.mjs';
import { freePort, waitForUrl } from '../support/net.js';

// The facade's V8 settings bound its memory under load (decision 0015); the benchmarks measure
// them, these tests keep every way of starting it on them.
describe("the graphql-server's start command", () => {
  it('is the same in the Dockerfile as in its start script', () => {
    const dockerfile = readFileSync('graphql-server/Dockerfile', 'utf8');
    const command = [...dockerfile.matchAll(/^CMD (\[.*\])$/gm)].at(-1)?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual(['node', ...nodeArgsOf('graphql-server')]);
  });

  it('starts a facade that answers with those flags', async () => {
    const port = await freePort();
    const child = spawn('node', nodeArgsOf('graphql-server'), {
      env: { ...process.env, GRAPHQL_PORT: String(port), LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    try {
      await waitForUrl(`http://127.0.0.1:${port}/health`);
      const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
    } finally {
      if (child.exitCode === null) {
        child.kill();
        await once(child, 'exit');
      }
    }
  });
});
