/** A request body larger than the forwarding route accepts. */
export class BodyTooLarge extends Error {}

/**
 * The request's body, read chunk by chunk and abandoned as soon as it passes `maxBytes`, so a
 * huge upload costs the server at most `maxBytes` of memory. A declared Content-Length over the
 * limit is refused before a byte is read.
 */
export async function boundedBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (body.set(chunk, offset), offset + chunk.byteLength), 0);
  return body;
}
