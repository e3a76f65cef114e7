'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { popupSizeSx } from '../dialogs/popupSize';

interface CookieConsentBannerProps {
  ref: Ref<HTMLDivElement>;
  onAccept: () => void;
  onRefuse: () => void;
  /** Closed without choosing. */
  onClose: () => void;
}

/**
 * A non-modal dialog pinned to the bottom of the screen: the page stays usable behind it, and
 * Escape or the close button dismiss it without a choice.
 */
export function CookieConsentBanner({ ref, onAccept, onRefuse, onClose }: CookieConsentBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Paper
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      elevation={8}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      sx={[
        popupSizeSx,
        (theme) => ({
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          mx: 'auto',
          zIndex: theme.zIndex.appBar + 1,
          // On phones it leaves most of the page visible; the texts scroll, the buttons stay.
          maxHeight: { xs: '65vh', sm: '90vh' },
          display: 'flex',
          flexDirection: 'column',
          p: { xs: 2, md: 3 },
          border: 1,
          borderColor: 'divider',
          '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }),
      ]}
    >
      <IconButton
        aria-label={t`Fermer sans choisir`}
        onClick={onClose}
        size="small"
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography
        id={titleId}
        variant="h6"
        component="p"
        sx={{ pr: 5, mb: 1, fontSize: { xs: '1.1rem', md: '1.25rem' } }}
      >
        <Trans>Vos cookies, votre choix</Trans>
      </Typography>
      <Stack spacing={1} sx={{ typography: 'body2', '& p': { m: 0 }, overflowY: 'auto', minHeight: 0 }}>
        <p>
          <Trans>
            <strong>Utilisation.</strong> Nous utilisons des cookies pour mesurer la fréquentation du site et améliorer
            votre visite. Ceux qui sont nécessaires au fonctionnement (panier, connexion, thème) restent toujours
            actifs.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Usage commercial.</strong> Avec votre accord, des cookies publicitaires nous aident aussi à mesurer
            l’efficacité de nos annonces. Nous ne vendons jamais vos données.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Destinataires.</strong> Ces données sont destinées à l’équipe Ensemble et à ses prestataires de
            mesure d’audience et de publicité.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Conservation.</strong> Votre choix est conservé 3 jours. Vous pouvez le modifier à tout moment avec
            le lien « Paramètres des cookies » en bas de page.
          </Trans>
        </p>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 2, justifyContent: 'flex-end', '& > *': { flex: { xs: 1, sm: 'none' } } }}
      >
        <Button variant="outlined" color="inherit" onClick={onRefuse}>
          <Trans>Tout refuser</Trans>
        </Button>
        <Button variant="contained" disableElevation onClick={onAccept}>
          <Trans>Tout accepter</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
