import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from '@jest/globals';
import { refetchOnFocus, STALE_TIME_MS } from '../../web/src/graphql/refetchOnFocus.js';
import { eventually } from '../support/eventually.js';

const QUERY = gql`
  query Basket {
    basket {
      itemCount
    }
  }
`;

describe('spec section 9: active queries are asked again when the window regains focus', () => {
  it('refetches the query on screen on focus once its data is older than the stale time, and stops when told', async () => {
    let requests = 0;
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({
        uri: 'http://shop.test/graphql',
        fetch: async () => Response.json({ data: { basket: { __typename: 'Basket', itemCount: ++requests } } }),
      }),
    });
    // What the page shows: the last basket the query delivered.
    let shown: number | undefined;
    const watched = client
      .watchQuery<{ basket: { itemCount: number } | null }>({ query: QUERY })
      .subscribe(({ data }) => {
        if (data?.basket) shown = data.basket.itemCount;
      });
    await eventually(() => expect(shown).toBe(1));

    const window = new EventTarget();
    let clock = 0;
    let visible = true;
    const stop = refetchOnFocus(
      client,
      window,
      () => visible,
      () => clock,
    );
    window.dispatchEvent(new Event('focus'));
    clock = STALE_TIME_MS - 1;
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toBe(1);

    clock = STALE_TIME_MS;
    visible = false;
    window.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toBe(1);
    visible = true;
    window.dispatchEvent(new Event('visibilitychange'));
    await eventually(() => expect(shown).toBe(2));

    stop();
    clock = 10 * STALE_TIME_MS;
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toBe(2);
    watched.unsubscribe();
  });
});
