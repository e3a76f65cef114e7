import { fileTypeFromBuffer } from 'file-type';
import type { components } from '../generated/rest-api.js';
import type { ReceivedFile } from './multipart.js';

type FieldError = components['schemas']['FieldError'];

export type MediaType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

/** A received file that passed its checks, with the type its bytes show. */
export interface CheckedFile<T extends MediaType = MediaType> {
  fileName: string;
  mediaType: T;
  content: Buffer;
}

/** What an operation accepts in one file field. */
export interface FileRule<T extends MediaType> {
  field: string;
  types: readonly T[];
  maxBytes: number;
}

// A format some accepted type is underneath, named apart by file-type: an animated PNG is a PNG
// (shown still where animation is not supported), an Illustrator file a PDF.
const SAME_AS: Partial<Record<string, MediaType>> = {
  'image/apng': 'image/png',
  'application/illustrator': 'application/pdf',
};

const NAMES: Record<MediaType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/**
 * The accepted type among `types` that the bytes show, if any. The declared content type is the
 * sender's word and a renamed executable declares whatever its name suggests, so only the bytes
 * decide (file-type reads their signature).
 */
async function sniffType<T extends MediaType>(content: Buffer, types: readonly T[]): Promise<T | undefined> {
  const mime = (await fileTypeFromBuffer(content))?.mime;
  const shown = mime && (SAME_AS[mime] ?? mime);
  return types.find((type) => type === shown);
}

const either = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The file with the type its bytes show, or why the rule refuses it (on `rule.field`). */
export async function checkFile<T extends MediaType>(
  file: ReceivedFile,
  rule: FileRule<T>,
): Promise<{ file: CheckedFile<T> } | { error: FieldError }> {
  const refuse = (message: string) => ({ error: { field: rule.field, message: `${file.fileName} ${message}` } });
  if (file.tooLarge) return refuse(`is larger than ${megabytes(rule.maxBytes)}`);
  if (file.content.length === 0) return refuse('is empty');
  const mediaType = await sniffType(file.content, rule.types);
  if (!mediaType) return refuse(`is not a ${either(rule.types.map((type) => NAMES[type]))} file`);
  return { file: { fileName: file.fileName, mediaType, content: file.content } };
}
