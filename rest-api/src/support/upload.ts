import type { FastifyRequest } from 'fastify';
import type { components } from '../generated/rest-api.js';
import { HttpError } from '../http/errors.js';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, type ReceivedFile } from './attachments.js';

type FieldError = components['schemas']['FieldError'];

/** A multipart support request as received: its text fields and files, not yet checked. */
export interface SupportUpload {
  /** The first value of each text field. */
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Parts that could be read but break a limit (a text too long for the parser). */
  errors: FieldError[];
}

// Files over the size limit are cut (and flagged) instead of failing the whole stream, so the
// request is read to its end and the answer is a 422 naming the field rather than a dropped
// connection. A few extra files are read and refused the same way; beyond that the parser stops.
const PARSER_OPTIONS = {
  throwFileSizeLimit: false,
  limits: {
    fileSize: MAX_ATTACHMENT_BYTES,
    files: MAX_ATTACHMENTS + 7,
    // A 5000-character message is at most 20000 bytes of UTF-8.
    fieldSize: 20_000,
    fields: 20,
    parts: 40,
  },
};

const ATTACHMENTS = 'attachments';

const unreadable = (message: string) => new HttpError(400, `body ${message}`, { errors: [{ field: 'body', message }] });

/** Maps what the multipart parser throws to the contract's answers (never a 413 or a 500). */
function parserFailure(error: unknown): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') {
    return new HttpError(422, `body.attachments must not have more than ${MAX_ATTACHMENTS} files`, {
      errors: [{ field: 'body.attachments', message: `must not have more than ${MAX_ATTACHMENTS} files` }],
    });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(422, 'body has too many fields', {
      errors: [{ field: 'body', message: 'has too many fields' }],
    });
  }
  return unreadable('is not a readable multipart/form-data body');
}

/** Reads the whole multipart body of `request`, keeping the files in memory (at most ~50 MB). */
export async function readSupportUpload(request: FastifyRequest): Promise<SupportUpload> {
  if (!request.isMultipart()) throw unreadable('must be multipart/form-data');
  const upload: SupportUpload = { fields: {}, files: [], errors: [] };
  try {
    const parts = request.parts(PARSER_OPTIONS as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'file') {
        // Every file is read to its end, even an unexpected one, so the parser can go on.
        const content = await part.toBuffer();
        if (part.fieldname !== ATTACHMENTS) continue;
        // A file input left empty is sent as a nameless, empty file.
        if (part.filename === '' && content.length === 0) continue;
        upload.files.push({ fileName: part.filename || 'file', content, tooLarge: part.file.truncated });
      } else if (part.fieldname === ATTACHMENTS) {
        upload.errors.push({ field: 'body.attachments', message: 'must be files' });
      } else if (part.valueTruncated) {
        upload.errors.push({ field: `body.${part.fieldname}`, message: 'is too long' });
      } else {
        upload.fields[part.fieldname] ??= String(part.value);
      }
    }
  } catch (error) {
    throw parserFailure(error);
  }
  return upload;
}
