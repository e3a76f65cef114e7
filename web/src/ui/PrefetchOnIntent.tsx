'use client';

import Form from 'next/form';
import NextLink from 'next/link';
import { useState, type ComponentProps, type SyntheticEvent } from 'react';

type Handler<E extends SyntheticEvent> = ((event: E) => void) | undefined;

/** Whether the shopper has reached for an element yet, and the handlers that tell (theirs kept). */
function useReachedFor<M extends SyntheticEvent, T extends SyntheticEvent, F extends SyntheticEvent>(own: {
  onMouseEnter?: Handler<M>;
  onTouchStart?: Handler<T>;
  onFocus?: Handler<F>;
}) {
  const [reachedFor, setReachedFor] = useState(false);
  const reach =
    <E extends SyntheticEvent>(handler: Handler<E>) =>
    (event: E) => {
      setReachedFor(true);
      handler?.(event);
    };
  const handlers = {
    onMouseEnter: reach(own.onMouseEnter),
    onTouchStart: reach(own.onTouchStart),
    onFocus: reach(own.onFocus),
  };
  return [reachedFor, handlers] as const;
}

/**
 * `next/link` that prefetches its route when the shopper reaches for it (pointer over it, a touch,
 * keyboard focus) instead of as soon as it scrolls into view. Prefetching every link in view made
 * a page view cost the web 2 to 13 more requests (each campaign card's and founder's route, the
 * search's, `/login` and `/basket` twice each), each as costly to serve as a cached page: under a
 * launch-day spike most of the web's work was prefetches nobody followed (decision 0037).
 * `prefetch={false}` still turns prefetching off.
 */
export function IntentLink({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [reachedFor, handlers] = useReachedFor({ onMouseEnter, onTouchStart, onFocus });
  // null is Next's own default, given back once the link is wanted.
  return (
    <NextLink {...props} {...handlers} prefetch={prefetch === false || !reachedFor ? false : (prefetch ?? null)} />
  );
}

/** `next/form` whose action route is prefetched when the shopper reaches for the form, as IntentLink. */
export function IntentForm({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Form>) {
  const [reachedFor, handlers] = useReachedFor({ onMouseEnter, onTouchStart, onFocus });
  return <Form {...props} {...handlers} prefetch={prefetch === false || !reachedFor ? false : null} />;
}
