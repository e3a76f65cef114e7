/**
 * Sets `attribute` on <html> when `pattern` matches the page's cookies (`whenMatches`) or when it
 * does not. Self-contained: serialised into an inline script of the server's HTML, which runs as
 * the page is parsed, so the style sheet can show what the cookie decides before hydration.
 */
function markRoot(pattern: string, attribute: string, whenMatches: boolean) {
  if (new RegExp(pattern).test(document.cookie) === whenMatches) document.documentElement.setAttribute(attribute, '');
}

/** The inline script's code, for `ServerHtmlScript`. */
export function rootMarkScript(pattern: string, attribute: string, whenMatches: boolean): string {
  return `(${markRoot.toString()}).apply(null, ${JSON.stringify([pattern, attribute, whenMatches])})`;
}
