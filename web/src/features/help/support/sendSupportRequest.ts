'use server';

import { webConfig } from '@/config';
import { fetchWithin } from '@/http/fetchWithin';
import {
  SUPPORT_FIELDS,
  messageProblem,
  type FieldErrors,
  type FieldProblem,
  type SupportField,
  type SupportResult,
} from './supportRules';

const TEXT_FIELDS = ['email', 'topic', 'message', 'campaignId'] as const;

/**
 * The rest-api's names of the form's fields. The upload goes to the rest-api from this server
 * action (a plain multipart request, decision 0004): the one place the web speaks REST.
 */
const REST_NAMES: Record<SupportField, string> = {
  email: 'email',
  topic: 'topic',
  campaignId: 'campaign_id',
  message: 'message',
  attachments: 'attachments',
};
const formField = (restName: string) => SUPPORT_FIELDS.find((field) => REST_NAMES[field] === restName);

interface RestFieldError {
  field: string;
  message: string;
}

/** Reads a rest-api field error as a problem the form can explain in the visitor's language. */
function problemOf(field: SupportField, error: RestFieldError, sent: FormData): FieldProblem {
  if (/required/.test(error.message)) return 'required';
  if (field === 'message') return messageProblem(String(sent.get('message') ?? '')) ?? 'invalid';
  if (field === 'campaignId' && /unknown/.test(error.message)) return 'unknownCampaign';
  if (field === 'attachments') return 'fileRefused';
  return 'invalid';
}

function fieldErrors(errors: readonly RestFieldError[], sent: FormData): FieldErrors | undefined {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field = formField(error.field.replace(/^body\./, ''));
    // An error on no field of the form (a malformed body): nothing to show next to a field.
    if (!field) return undefined;
    result[field] ??= { problem: problemOf(field, error, sent) };
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * Forwards the support form to the rest-api's `POST /support` (multipart, attachments included)
 * and turns its answer into what the form shows. Runs on the web server: the browser never talks
 * to the rest-api, and the upload stays a plain multipart request.
 */
export async function sendSupportRequest(form: FormData): Promise<SupportResult> {
  // A server action is an endpoint anyone can call with any argument, not only this form's.
  if (!(form instanceof FormData)) return { status: 'failed' };
  const body = new FormData();
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') {
      body.append(REST_NAMES[name], name === 'message' ? value : value.trim());
    }
  }
  for (const file of form.getAll('attachments')) {
    if (file instanceof File && file.size > 0) body.append('attachments', file, file.name);
  }
  // Once sign-in lands, the signed-in user's bearer token goes along and the e-mail becomes optional.
  let response: Response;
  try {
    response = await fetchWithin(30_000, `${webConfig.restApiUrl}/support`, { method: 'POST', body });
  } catch {
    return { status: 'failed' };
  }
  const answer = (await response.json().catch(() => undefined)) as
    { ticket_id?: number; errors?: RestFieldError[] } | undefined;
  if (response.status === 201 && typeof answer?.ticket_id === 'number') {
    return { status: 'sent', ticketId: answer.ticket_id };
  }
  const errors =
    (response.status === 400 || response.status === 422) && answer?.errors && fieldErrors(answer.errors, body);
  return errors ? { status: 'invalid', errors } : { status: 'failed' };
}
