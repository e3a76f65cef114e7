// The rules of the rest-api's POST /support, checked in the browser before sending so that most
// mistakes are caught without uploading anything. The rest-api checks them again (and reads the
// files' bytes): these checks are for comfort, not for safety.

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

const ACCEPTED: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/** For the file picker's `accept`: types and extensions, so every system offers the right files. */
export const ACCEPT_ATTRIBUTE = Object.entries(ACCEPTED)
  .flatMap(([type, extensions]) => [type, ...extensions.map((extension) => `.${extension}`)])
  .join(',');

/** The fields of the form, in the order they are shown. */
export const SUPPORT_FIELDS = ['email', 'topic', 'campaignId', 'message', 'attachments'] as const;
export type SupportField = (typeof SUPPORT_FIELDS)[number];

export type FieldProblem =
  | 'required'
  | 'invalid'
  | 'tooShort'
  | 'tooLong'
  | 'tooManyFiles'
  | 'fileType'
  | 'fileSize'
  | 'fileRefused'
  | 'unknownCampaign';

export interface FieldError {
  problem: FieldProblem;
  /** The file the problem is about, for attachments. */
  fileName?: string;
}

export type FieldErrors = Partial<Record<SupportField, FieldError>>;

/** What sending the form gave. */
export type SupportResult =
  | { status: 'sent'; ticketId: number }
  | { status: 'invalid'; errors: FieldErrors }
  /** The request did not get an answer that can be shown next to a field: try again later. */
  | { status: 'failed' };

/** Characters as the rest-api counts them (code points, so an emoji counts once). */
export const characterCount = (text: string) => [...text].length;

export function messageProblem(message: string): FieldProblem | undefined {
  const length = characterCount(message.trim());
  if (length === 0) return 'required';
  if (length < MESSAGE_MIN) return 'tooShort';
  if (length > MESSAGE_MAX) return 'tooLong';
  return undefined;
}

export function emailProblem(email: string): FieldProblem | undefined {
  if (email.trim() === '') return 'required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'invalid';
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Why a picked file cannot be attached, judged from its declared type (or name) and size. */
export function fileProblem(file: { name: string; type: string; size: number }): FieldProblem | undefined {
  // Some systems declare no type for files they do not know: the extension decides then.
  const accepted =
    Object.hasOwn(ACCEPTED, file.type) ||
    (file.type === '' && Object.values(ACCEPTED).some((list) => list.includes(extensionOf(file.name))));
  if (!accepted) return 'fileType';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'fileSize';
  if (file.size === 0) return 'fileRefused';
  return undefined;
}
