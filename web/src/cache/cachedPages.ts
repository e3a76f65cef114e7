/**
 * The pages served from Next's cache (decision 0017): the catalog, the FAQ, the legal texts and the
 * embeddable card, under either language. Their HTML is the same for every visitor and signed-in
 * user; what is about the viewer, and the live figures, is filled in by the browser. Each of their
 * routes declares `revalidate = 60` (a literal Next reads at build time: keep them equal to
 * PAGE_REVALIDATE_SECONDS) and the proxy gives them their policy and Cache-Control.
 */
const CACHED_PAGES = /^(\/en)?(\/|\/campaign\/[^/]+|\/founder\/[^/]+|\/help\/faq|\/info\/[^/]+|\/mini\/[^/]+)?\/?$/;

/** How old a cached page may be before it is rendered again (the routes' `revalidate`). */
export const PAGE_REVALIDATE_SECONDS = 60;
/** How long after that a stale page may still be served while a fresh one renders (next.config's expireTime). */
export const PAGE_EXPIRE_SECONDS = 3600;

/** Whether the page at `pathname` (as the browser asked for it, before the language rewrite) is cached. */
export function isCachedPage(pathname: string): boolean {
  return CACHED_PAGES.test(pathname);
}

/**
 * The Cache-Control of a cached page: shared caches (a CDN, the balancer) keep it as long as Next
 * does, and serve it stale while they fetch it again. Next's own header lacks `public`. With the
 * page cache off, or when the answer sets a cookie, nothing may keep it.
 */
export function cachedPageCacheControl(pageCache: boolean, setsCookie: boolean): string {
  return pageCache && !setsCookie
    ? `public, s-maxage=${PAGE_REVALIDATE_SECONDS}, stale-while-revalidate=${PAGE_EXPIRE_SECONDS - PAGE_REVALIDATE_SECONDS}`
    : 'private, no-store';
}
