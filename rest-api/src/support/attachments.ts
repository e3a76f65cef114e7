import type { components } from '../generated/rest-api.js';
import { checkFile, type CheckedFile, type FileRule } from '../http/files.js';
import type { MultipartLimits, ReceivedFile } from '../http/multipart.js';

type FieldError = components['schemas']['FieldError'];

/** The contract's limits on the files of a support request. */
const ATTACHMENTS: FileRule<Attachment['mediaType']> = {
  field: 'body.attachments',
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
};
const MAX_ATTACHMENTS = 3;

export const SUPPORT_UPLOAD: MultipartLimits = {
  fileField: 'attachments',
  maxFiles: MAX_ATTACHMENTS,
  maxFileBytes: ATTACHMENTS.maxBytes,
  // A 5000-character message is at most 20000 bytes of UTF-8.
  maxFieldBytes: 20_000,
};

export type Attachment = CheckedFile;

/** The accepted attachments, or the reasons (on `body.attachments`) why some are refused. */
export async function checkAttachments(
  files: readonly ReceivedFile[],
): Promise<{ attachments: Attachment[]; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  if (files.length > MAX_ATTACHMENTS) {
    errors.push({ field: ATTACHMENTS.field, message: `must not have more than ${MAX_ATTACHMENTS} files` });
  }
  const attachments: Attachment[] = [];
  for (const file of files) {
    const checked = await checkFile(file, ATTACHMENTS);
    if ('error' in checked) errors.push(checked.error);
    else attachments.push(checked.file);
  }
  return { attachments, errors };
}
