import type { FastifyRequest } from 'fastify';
import type { components } from '../generated/rest-api.js';
import { fieldError, HttpError } from './errors.js';
import { textProblem } from './text.js';

type FieldError = components['schemas']['FieldError'];

/** A file as it arrived, before it is checked. */
export interface ReceivedFile {
  fileName: string;
  content: Buffer;
  /** The file was longer than the limit; `content` holds only its beginning. */
  tooLarge: boolean;
}

/** A multipart request as received: its text fields and files, not yet checked. */
export interface MultipartUpload {
  /** The first value of each text field. */
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Parts that could be read but break a limit (a text too long for the parser). */
  errors: FieldError[];
}

/** What one multipart operation reads. */
export interface MultipartLimits {
  /** The form field that carries the files; files of other fields are read and dropped. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The longest text field, in bytes. */
  maxFieldBytes: number;
}

// Files over the size limit are cut (and flagged) instead of failing the whole stream, so the
// request is read to its end and the answer is a 422 naming the field rather than a dropped
// connection. A few extra files are read and refused the same way; beyond that the parser stops.
const parserOptions = (limits: MultipartLimits) => ({
  throwFileSizeLimit: false,
  limits: {
    fileSize: limits.maxFileBytes,
    files: limits.maxFiles + 7,
    fieldSize: limits.maxFieldBytes,
    fields: 20,
    parts: 40,
  },
});

const unreadable = (message: string) => new HttpError(400, `body ${message}`, { errors: [{ field: 'body', message }] });

const tooManyFiles = (limits: MultipartLimits) =>
  fieldError(
    422,
    `body.${limits.fileField}`,
    limits.maxFiles === 1 ? 'must be a single file' : `must not have more than ${limits.maxFiles} files`,
  );

/** Maps what the multipart parser throws to the contract's answers (never a 413 or a 500). */
function parserFailure(error: unknown, limits: MultipartLimits): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(limits);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return fieldError(422, 'body', 'has too many fields');
  return unreadable('is not a readable multipart/form-data body');
}

/** Reads the whole multipart body of `request`, keeping the files in memory. */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw unreadable('must be multipart/form-data');
  const upload: MultipartUpload = { fields: {}, files: [], errors: [] };
  try {
    const parts = request.parts(parserOptions(limits) as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'file') {
        // Every file is read to its end, even an unexpected one, so the parser can go on.
        const content = await part.toBuffer();
        if (part.fieldname !== limits.fileField) continue;
        // A file input left empty is sent as a nameless, empty file.
        if (part.filename === '' && content.length === 0) continue;
        // Text fields are checked with the contract's schema; a file's name is checked here.
        const nameProblem = textProblem(part.filename);
        if (nameProblem) {
          upload.errors.push({ field: `body.${limits.fileField}`, message: `file name ${nameProblem}` });
          continue;
        }
        upload.files.push({ fileName: part.filename || 'file', content, tooLarge: part.file.truncated });
      } else if (part.fieldname === limits.fileField) {
        upload.errors.push({ field: `body.${limits.fileField}`, message: 'must be files' });
      } else if (part.valueTruncated) {
        upload.errors.push({ field: `body.${part.fieldname}`, message: 'is too long' });
      } else {
        upload.fields[part.fieldname] ??= String(part.value);
      }
    }
  } catch (error) {
    throw parserFailure(error, limits);
  }
  return upload;
}
