/** A real 1×1 PNG: its signature, then a header, image data and end chunk that file-type reads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The PNG signature followed by bytes of no PNG: a lie a first-eight-bytes check would believe. */
export const PNG_SIGNATURE_ONLY = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]);
