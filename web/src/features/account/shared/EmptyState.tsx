import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What an empty list says instead: an icon, a sentence and what to do next. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        py: { xs: 5, md: 8 },
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        borderStyle: 'dashed',
        '& > svg': { fontSize: 48, color: 'text.secondary' },
      }}
    >
      {icon}
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
