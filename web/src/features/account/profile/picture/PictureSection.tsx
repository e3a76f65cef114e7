'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { PictureSectionFragment } from '@/graphql/generated/graphql';
import { SectionCard } from '../../shared/SectionCard';
import { PICTURE_ACCEPT } from './pictureRules';
import { ProfileAvatar } from './ProfileAvatar';
import { usePictureActions, type PictureError } from './usePictureActions';

function usePictureErrorMessage(): (error: PictureError | null) => string | undefined {
  const { t } = useLingui();
  return (error) => {
    switch (error) {
      case 'type':
        return t`Ce fichier n’est pas une image JPEG, PNG ou WebP.`;
      case 'size':
        return t`Cette image dépasse 2 Mo : choisissez-en une plus légère.`;
      case 'refused':
        return t`Cette image a été refusée : son contenu n’est pas un JPEG, un PNG ou un WebP valide.`;
      case 'session':
        return t`Votre session a expiré : reconnectez-vous, puis recommencez.`;
      case 'failed':
        return t`La photo n’a pas pu être enregistrée. Vérifiez votre connexion et réessayez.`;
      default:
        return undefined;
    }
  };
}

/**
 * The picture beside the name and e-mail, with a button that opens the file picker (the native
 * input stays hidden behind it, so the keyboard reaches a labelled button) and one to remove it.
 */
export function PictureSection({ user }: { user: PictureSectionFragment }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove, error, pending } = usePictureActions(user.id);
  const message = usePictureErrorMessage()(error);

  return (
    <SectionCard title={t`Photo de profil`}>
      <Box sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'flex-start' }}>
        <ProfileAvatar user={user} size={72} />
        <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 1.5 }}>
          <div>
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
              {user.displayName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </div>
          <input
            ref={input}
            type="file"
            name="picture"
            accept={PICTURE_ACCEPT}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Lets the same file be picked again after a refusal.
              event.target.value = '';
              if (file) upload(file);
            }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              id="picture"
              variant="outlined"
              startIcon={<PhotoCameraIcon />}
              loading={pending}
              loadingPosition="start"
              aria-describedby="picture-hint picture-error"
              onClick={() => input.current?.click()}
            >
              {user.pictureUrl ? <Trans>Changer de photo</Trans> : <Trans>Ajouter une photo</Trans>}
            </Button>
            {user.pictureUrl && (
              <Button
                color="inherit"
                startIcon={<DeleteOutlineIcon />}
                disabled={pending}
                onClick={() => void remove()}
              >
                <Trans>Supprimer la photo</Trans>
              </Button>
            )}
          </Box>
          <Typography id="picture-hint" variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>JPEG, PNG ou WebP, 2 Mo au plus.</Trans>
          </Typography>
          <Typography
            id="picture-error"
            role="alert"
            variant="body2"
            sx={{ color: 'error.main', '&:empty': { display: 'none' } }}
          >
            {message}
          </Typography>
        </Box>
      </Box>
    </SectionCard>
  );
}
