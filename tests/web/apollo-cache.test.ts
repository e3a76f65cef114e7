import { InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from '@jest/globals';
import { typePolicies } from '../../web/src/graphql/typePolicies';

// The browser's cache policies: the basket has no id of its own, yet every answer that carries it
// (the basket query, each basket mutation) must update the one the top bar and the page show.
const BASKET = gql`
  query BasketCount {
    basket {
      itemCount
    }
  }
`;
const ADD = gql`
  mutation AddOne {
    addToBasket(input: { campaignId: "1", packId: "1" }) {
      itemCount
    }
  }
`;

function countAfterAdding(cache: InMemoryCache): number | undefined {
  cache.writeQuery({ query: BASKET, data: { basket: { __typename: 'Basket', itemCount: 1 } } });
  cache.writeQuery({ query: ADD, data: { addToBasket: { __typename: 'Basket', itemCount: 2 } } });
  return cache.readQuery<{ basket: { itemCount: number } }>({ query: BASKET })?.basket.itemCount;
}

describe('the Apollo cache policies', () => {
  it('keep one basket: a mutation’s answer is the basket the page shows', () => {
    expect(countAfterAdding(new InMemoryCache({ typePolicies }))).toBe(2);
  });

  it('need the policy: without it, the shown basket would keep its old count', () => {
    expect(countAfterAdding(new InMemoryCache())).toBe(1);
  });
});
