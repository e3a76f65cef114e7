/**
 * Structured data for search engines. `<` is escaped so a text of the API can never close the
 * script element (the JSON stays equivalent).
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
