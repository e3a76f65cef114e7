import { describe, expect, it } from '@jest/globals';
import { UNCACHED } from '../support/servers.js';
import { useStack } from '../support/stack.js';
import { eventually } from '../support/eventually.js';
import { expectWith } from '../support/expect-with.js';

const OUTCOME = /* GraphQL */ `
  query Outcome($url: String!) {
    campaign(url: $url) {
      state
      endDate
      outcome
      outcomeAt
    }
  }
`;

const DESCRIBED = /* GraphQL */ `
  query Described {
    __type(name: "CampaignOutcome") {
      description
      enumValues {
        name
        description
      }
    }
    campaign: __type(name: "Campaign") {
      fields {
        name
        description
      }
    }
  }
`;

type Outcome = { campaign: { state: string; endDate: string; outcome: string | null; outcomeAt: string | null } };

/**
 * The all-or-nothing outcome through the real facade and rest-api: the seeded campaigns that ended
 * are settled by the rest-api's job on its start (decision 0022).
 */
describe('campaign outcome in GraphQL', () => {
  const stack = useStack(UNCACHED);
  const outcomeOf = async (url: string) => (await stack.gql.query<Outcome>(OUTCOME, { url })).data?.campaign;

  it('says NOT_FUNDED for the seeded campaign that ended at a third of its goal, FUNDED for one that passed it', async () => {
    await eventually(async () =>
      expect((await outcomeOf('le-dernier-ete-des-hirondelles'))?.outcome).toBe('NOT_FUNDED'),
    );
    const missed = (await outcomeOf('le-dernier-ete-des-hirondelles'))!;
    expect(missed).toMatchObject({ state: 'ENDED', outcomeAt: missed.endDate });
    await eventually(async () => expect((await outcomeOf('nuits-de-la-corniche'))?.outcome).toBe('FUNDED'));
    const funded = (await outcomeOf('nuits-de-la-corniche'))!;
    expect(funded.outcomeAt).toBe(funded.endDate);
  });

  it('has no outcome while a campaign runs', async () => {
    expect(await outcomeOf('tarot-des-marees')).toMatchObject({ state: 'ONGOING', outcome: null, outcomeAt: null });
  });

  it('describes the outcome enum, its values and the new fields', async () => {
    const { data } = await stack.gql.query<{
      __type: { description: string; enumValues: { name: string; description: string | null }[] };
      campaign: { fields: { name: string; description: string | null }[] };
    }>(DESCRIBED);
    expect(data?.__type.description).toMatch(/all or nothing/i);
    expect(data?.__type.enumValues.map((value) => value.name)).toEqual(['FUNDED', 'NOT_FUNDED']);
    for (const value of data!.__type.enumValues) expectWith(value.description, value.name).toBeTruthy();
    const fields = new Map(data!.campaign.fields.map((field) => [field.name, field.description]));
    expect(fields.get('outcome')).toBeTruthy();
    expect(fields.get('outcomeAt')).toBeTruthy();
  });
});
