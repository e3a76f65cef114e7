import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { IdentifyRequester } from '../auth/bearer.js';
import type { Database, Queryable } from '../db/database.js';
import type { components, operations } from '../generated/rest-api.js';
import type { Requester } from '../http/contract.js';
import { HttpError, validationFields, validationStatus } from '../http/errors.js';
import { readMultipart, type MultipartUpload } from '../http/multipart.js';
import { checkAttachments, SUPPORT_UPLOAD, type Attachment } from './attachments.js';

type FieldError = components['schemas']['FieldError'];
type SupportTicket = components['schemas']['SupportTicket'];
/** The text fields of the form, once the contract's schema has checked and coerced them. */
type SupportForm = Omit<
  operations['createSupportTicket']['requestBody']['content']['multipart/form-data'],
  'attachments'
>;

export interface SupportDeps {
  db: Database;
  /** A signed-in sender's ticket is tied to their identity and answered at their account's e-mail. */
  identify: IdentifyRequester;
}

const uploads = new WeakMap<FastifyRequest, MultipartUpload>();

function schemaErrors(request: FastifyRequest): { status: 400 | 422; errors: FieldError[] } {
  const validation = request.validationError?.validation as Parameters<typeof validationStatus>[0] | undefined;
  if (!validation) return { status: 422, errors: [] };
  return { status: validationStatus(validation), errors: validationFields(validation, 'body') };
}

async function campaignErrors(db: Queryable, campaignId: unknown): Promise<FieldError[]> {
  if (typeof campaignId !== 'number') return [];
  const rows = await db.query('SELECT 1 FROM campaigns WHERE campaign_id = $1', [campaignId]);
  return rows.length === 0 ? [{ field: 'body.campaign_id', message: 'unknown campaign' }] : [];
}

async function storeTicket(
  db: Database,
  ticket: { form: SupportForm; email: string; requester: Requester | undefined; attachments: Attachment[] },
): Promise<SupportTicket> {
  const { form, email, requester, attachments } = ticket;
  // A ticket is stored with all its attachments or not at all.
  const row = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ ticket_id: number; created_at: Date }>(
      `INSERT INTO support_tickets (topic, email, user_id, campaign_id, message)
       VALUES ($1, $2, $3, $4, $5) RETURNING ticket_id, created_at`,
      [form.topic, email, requester?.uid ?? null, form.campaign_id ?? null, form.message],
    );
    if (!row) throw new Error('The support ticket was not stored');
    for (const [index, file] of attachments.entries()) {
      await tx.query(
        `INSERT INTO support_attachments (ticket_id, position, file_name, media_type, byte_size, content)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [row.ticket_id, index + 1, file.fileName, file.mediaType, file.content.length, file.content],
      );
    }
    return row;
  });
  return {
    ticket_id: row.ticket_id,
    topic: form.topic,
    created_at: row.created_at.toISOString(),
    attachment_count: attachments.length,
  };
}

/**
 * `POST /support`. The multipart body is read before validation, so the contract's schema still
 * checks the text fields; the files are checked here, from their bytes. Every problem of the
 * request is reported at once, the way the form shows them.
 */
export function supportTicketRoute({ db, identify }: SupportDeps): Partial<RouteOptions> {
  return {
    attachValidation: true,
    async preValidation(request: FastifyRequest) {
      const upload = await readMultipart(request, SUPPORT_UPLOAD);
      uploads.set(request, upload);
      request.body = upload.fields;
    },
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const upload = uploads.get(request);
      if (!upload) throw new Error('The support request was not read');
      const form = request.body as SupportForm;
      const requester = await identify(request);
      const schema = schemaErrors(request);
      const email = requester?.email ?? form.email;
      const missingEmail: FieldError[] =
        email === undefined ? [{ field: 'body.email', message: 'is required for visitors' }] : [];
      const { attachments, errors: fileErrors } = await checkAttachments(upload.files);
      const errors = [
        ...schema.errors,
        ...missingEmail,
        ...upload.errors,
        ...fileErrors,
        ...(schema.errors.some((e) => e.field === 'body.campaign_id')
          ? []
          : await campaignErrors(db, form.campaign_id)),
      ];
      // A missing e-mail is among the errors; testing it again tells TypeScript that `email` is set below.
      if (errors.length > 0 || email === undefined) {
        const status = schema.status === 400 || missingEmail.length > 0 ? 400 : 422;
        throw new HttpError(status, errors.map((e) => `${e.field} ${e.message}`).join('; '), { errors });
      }
      const ticket = await storeTicket(db, { form, email, requester, attachments });
      return reply.status(201).send(ticket);
    },
  };
}
