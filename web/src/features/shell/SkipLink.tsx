import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';

/** Lets keyboard users jump over the top bar; hidden until it gets the focus. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      <Trans>Aller au contenu</Trans>
    </Box>
  );
}
