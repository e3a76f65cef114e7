import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ThemeRegistry } from '@/theme/ThemeRegistry';

/** The frame of the sign-in pages: one narrow card, its title the page's heading. */
export function AuthLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <ThemeRegistry>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 2 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Container>
    </ThemeRegistry>
  );
}
