'use client';

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState, useTransition } from 'react';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { DeletePictureDocument } from '@/graphql/generated/graphql';
import { pictureProblem, type PictureProblem } from './pictureRules';
import { uploadPicture } from './uploadPicture';

export type PictureError = PictureProblem | 'session' | 'failed';

/**
 * Uploads (through the server action) and deletes the user's picture. The upload does not go
 * through GraphQL, so the new address is written into Apollo's cache by hand: every avatar of
 * the page, the top bar's included, reads `User.pictureUrl` from there and changes at once.
 */
export function usePictureActions(userId: string) {
  const { t } = useLingui();
  const notify = useNotify();
  const apollo = useApolloClient();
  const [uploading, startUpload] = useTransition();
  const [error, setError] = useState<PictureError | null>(null);
  const [deletePicture, deletion] = useMutation(DeletePictureDocument);

  const setPictureUrl = (url: string | null) =>
    apollo.cache.modify({
      id: apollo.cache.identify({ __typename: 'User', id: userId }),
      fields: { pictureUrl: () => url },
    });

  const upload = (file: File) => {
    const problem = pictureProblem(file);
    setError(problem);
    if (problem) return;
    const form = new FormData();
    form.append('picture', file, file.name);
    startUpload(async () => {
      const result = await uploadPicture(form).catch(() => ({ status: 'failed' }) as const);
      if (result.status === 'saved') {
        setPictureUrl(result.pictureUrl);
        notify(t`Votre photo est enregistrée.`);
      } else {
        setError(result.status === 'refused' ? result.problem : result.status);
      }
    });
  };

  const remove = async () => {
    setError(null);
    try {
      await deletePicture();
      notify(t`Votre photo est supprimée.`);
    } catch {
      setError('failed');
    }
  };

  return { upload, remove, error, pending: uploading || deletion.loading };
}
