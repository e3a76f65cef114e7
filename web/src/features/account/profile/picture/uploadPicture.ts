'use server';

import { webConfig } from '@/config';
import { fetchWithin } from '@/http/fetchWithin';
import { getServerSession } from 'next-auth';
import { authOptions } from '@/features/auth/server/authOptions';
import type { PictureProblem } from './pictureRules';

export type PictureUploadResult =
  | { status: 'saved'; pictureUrl: string }
  | { status: 'refused'; problem: PictureProblem }
  | { status: 'session' }
  | { status: 'failed' };

interface RestAnswer {
  picture_url?: unknown;
  message?: string;
  errors?: { field: string; message: string }[];
}

/** A 400/422 on the picture: the size when the server says so, else its content. */
function problemOf(answer: RestAnswer | undefined): PictureProblem {
  const said = [answer?.message, ...(answer?.errors ?? []).map((error) => error.message)].join(' ');
  return /size|large|bytes|\bMB\b|Mo\b/i.test(said) ? 'size' : 'refused';
}

/**
 * Sends the picture to the rest-api's `POST /users/picture` (multipart, field `picture`) with the
 * session's bearer token. Runs on the web server: the browser never holds the rest-api's address
 * and the file goes as a plain multipart request, as the contract describes it.
 */
export async function uploadPicture(form: FormData): Promise<PictureUploadResult> {
  // A server action is an endpoint anyone can call with any argument, not only this form's.
  const picture = form instanceof FormData ? form.get('picture') : null;
  if (!(picture instanceof File) || picture.size === 0) return { status: 'refused', problem: 'type' };
  const session = await getServerSession(authOptions);
  if (!session || session.error) return { status: 'session' };

  const body = new FormData();
  body.append('picture', picture, picture.name);
  let response: Response;
  try {
    response = await fetchWithin(30_000, `${webConfig.restApiUrl}/users/picture`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${session.idToken}` },
    });
  } catch {
    return { status: 'failed' };
  }
  const answer = (await response.json().catch(() => undefined)) as RestAnswer | undefined;
  if (response.ok && typeof answer?.picture_url === 'string')
    return { status: 'saved', pictureUrl: answer.picture_url };
  if (response.status === 401 || response.status === 404) return { status: 'session' };
  if (response.status === 400 || response.status === 422) return { status: 'refused', problem: problemOf(answer) };
  return { status: 'failed' };
}
