import type { components } from '../generated/rest-api.js';

type FieldError = components['schemas']['FieldError'];

/** The contract's limits on the files of a support request. */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

export type AttachmentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

/** A file as it arrived, before it is checked. */
export interface ReceivedFile {
  fileName: string;
  content: Buffer;
  /** The file was longer than MAX_ATTACHMENT_BYTES; `content` holds only its beginning. */
  tooLarge: boolean;
}

export interface Attachment {
  fileName: string;
  mediaType: AttachmentType;
  content: Buffer;
}

const startsWith = (content: Buffer, bytes: readonly number[], offset = 0) =>
  content.length >= offset + bytes.length && bytes.every((byte, i) => content[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// The signatures of the accepted formats. The declared content type is the sender's word and a
// renamed executable declares whatever its name suggests, so only the bytes decide.
const SIGNATURES: readonly { type: AttachmentType; matches: (content: Buffer) => boolean }[] = [
  { type: 'application/pdf', matches: (c) => startsWith(c, ascii('%PDF-')) },
  { type: 'image/jpeg', matches: (c) => startsWith(c, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (c) => startsWith(c, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/webp', matches: (c) => startsWith(c, ascii('RIFF')) && startsWith(c, ascii('WEBP'), 8) },
];

export function sniffType(content: Buffer): AttachmentType | undefined {
  return SIGNATURES.find((signature) => signature.matches(content))?.type;
}

const FIELD = 'body.attachments';

/** The accepted attachments, or the reasons (on `body.attachments`) why some are refused. */
export function checkAttachments(files: readonly ReceivedFile[]): { attachments: Attachment[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (files.length > MAX_ATTACHMENTS) {
    errors.push({ field: FIELD, message: `must not have more than ${MAX_ATTACHMENTS} files` });
  }
  const attachments: Attachment[] = [];
  for (const file of files) {
    const mediaType = sniffType(file.content);
    if (file.tooLarge) {
      errors.push({ field: FIELD, message: `${file.fileName} is larger than ${MAX_ATTACHMENT_BYTES} bytes` });
    } else if (file.content.length === 0) {
      errors.push({ field: FIELD, message: `${file.fileName} is empty` });
    } else if (!mediaType) {
      errors.push({ field: FIELD, message: `${file.fileName} is not a PDF, JPEG, PNG or WebP file` });
    } else {
      attachments.push({ fileName: file.fileName, mediaType, content: file.content });
    }
  }
  return { attachments, errors };
}
