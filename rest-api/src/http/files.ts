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

const startsWith = (content: Buffer, bytes: readonly number[], offset = 0) =>
  content.length >= offset + bytes.length && bytes.every((byte, i) => content[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// The signatures of the accepted formats. The declared content type is the sender's word and a
// renamed executable declares whatever its name suggests, so only the bytes decide.
const SIGNATURES: Record<MediaType, (content: Buffer) => boolean> = {
  'application/pdf': (c) => startsWith(c, ascii('%PDF-')),
  'image/jpeg': (c) => startsWith(c, [0xff, 0xd8, 0xff]),
  'image/png': (c) => startsWith(c, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (c) => startsWith(c, ascii('RIFF')) && startsWith(c, ascii('WEBP'), 8),
};

const NAMES: Record<MediaType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** The accepted type among `types` that the bytes show, if any. */
function sniffType<T extends MediaType>(content: Buffer, types: readonly T[]): T | undefined {
  return types.find((type) => SIGNATURES[type](content));
}

const either = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The file with the type its bytes show, or why the rule refuses it (on `rule.field`). */
export function checkFile<T extends MediaType>(
  file: ReceivedFile,
  rule: FileRule<T>,
): { file: CheckedFile<T> } | { error: FieldError } {
  const refuse = (message: string) => ({ error: { field: rule.field, message: `${file.fileName} ${message}` } });
  if (file.tooLarge) return refuse(`is larger than ${megabytes(rule.maxBytes)}`);
  if (file.content.length === 0) return refuse('is empty');
  const mediaType = sniffType(file.content, rule.types);
  if (!mediaType) return refuse(`is not a ${either(rule.types.map((type) => NAMES[type]))} file`);
  return { file: { fileName: file.fileName, mediaType, content: file.content } };
}
