import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of the help and legal pages: a readable column with the page's title and intro. The
 * shell's layout provides the <main> landmark around it.
 */
export function HelpPageLayout({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {intro && (
        <Typography component="div" sx={{ color: 'text.secondary', mb: { xs: 3, md: 4 }, maxWidth: '65ch' }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}
