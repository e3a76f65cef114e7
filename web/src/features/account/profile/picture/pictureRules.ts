// The picture rules of the REST contract (POST /users/picture): JPEG, PNG or WebP, 2 MB at most.
// The browser checks the declared type and the size for comfort; the server reads the bytes.
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

/** Why a picture is refused: not one of the types, too large, or refused by the server for its content. */
export type PictureProblem = 'type' | 'size' | 'refused';

export function pictureProblem(file: File): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PICTURE_MAX_BYTES) return 'size';
  return null;
}
