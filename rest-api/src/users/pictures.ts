import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { tokenRequired } from '../auth/bearer.js';
import type { SignedInHandlers } from '../http/contract.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import { checkFile, type CheckedFile, type FileRule } from '../http/files.js';
import { readMultipart, type MultipartUpload } from '../http/multipart.js';
import { loadUser, requireUserId, type UserDeps } from './users.js';

type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

const PICTURE: FileRule<PictureType> = {
  field: 'body.picture',
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
};

const PICTURE_UPLOAD = { fileField: 'picture', maxFiles: 1, maxFileBytes: PICTURE.maxBytes, maxFieldBytes: 1000 };

// 16 random bytes: a picture's address cannot be guessed from a user id or an older address.
const newPictureId = () => randomBytes(16).toString('base64url');

/** The one picture of the upload, or the 400/422 that names `body.picture`. */
async function thePicture(upload: MultipartUpload): Promise<CheckedFile<PictureType>> {
  if (upload.errors.length > 0) {
    throw new HttpError(422, upload.errors.map((e) => `${e.field} ${e.message}`).join('; '), { errors: upload.errors });
  }
  const [file, ...others] = upload.files;
  if (!file) throw fieldError(400, PICTURE.field, 'is required');
  if (others.length > 0) throw fieldError(422, PICTURE.field, 'must be a single file');
  const checked = await checkFile(file, PICTURE);
  if ('error' in checked) throw fieldError(422, checked.error.field, checked.error.message);
  return checked.file;
}

/**
 * `POST /users/picture`. The body is read here, after the contract's security handler has
 * verified the token, so nobody uploads anything without one. The schema's verdict on the body,
 * taken before it was read, is set aside: its one field is checked here, from its bytes.
 */
export function uploadPictureRoute(deps: UserDeps): Partial<RouteOptions> {
  const { db } = deps;
  return {
    attachValidation: true,
    async handler(request: FastifyRequest) {
      const { requester } = request;
      if (!requester) throw tokenRequired();
      const picture = await thePicture(await readMultipart(request, PICTURE_UPLOAD));
      const userId = await requireUserId(db, requester);
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM user_pictures WHERE user_id = $1', [userId]);
        await tx.query(
          'INSERT INTO user_pictures (picture_id, user_id, media_type, byte_size, content) VALUES ($1, $2, $3, $4, $5)',
          [newPictureId(), userId, picture.mediaType, picture.content.length, picture.content],
        );
      });
      return loadUser(deps, requester);
    },
  };
}

/** `GET /pictures/{picture_id}`: public bytes at an address that changes with the picture. */
export function pictureRoute({ db }: Pick<UserDeps, 'db'>): Partial<RouteOptions> {
  return {
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const { picture_id: pictureId } = request.params as { picture_id: string };
      const [picture] = await db.query<{ media_type: PictureType; content: Uint8Array }>(
        'SELECT media_type, content FROM user_pictures WHERE picture_id = $1',
        [pictureId],
      );
      if (!picture) throw notFound('Picture', 'path.picture_id');
      return reply
        .type(picture.media_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(picture.content));
    },
  };
}

export function pictureHandlers(deps: UserDeps): SignedInHandlers {
  return {
    async deleteUserPicture({ requester }) {
      const userId = await requireUserId(deps.db, requester);
      await deps.db.query('DELETE FROM user_pictures WHERE user_id = $1', [userId]);
      return loadUser(deps, requester);
    },
  };
}
