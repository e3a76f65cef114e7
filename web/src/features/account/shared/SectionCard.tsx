import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One titled block of the account page; its title is a level-2 heading that names the region. */
export function SectionCard({
  title,
  description,
  children,
  tone = 'default',
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** `danger` outlines the block in red, for what cannot be undone. */
  tone?: 'default' | 'danger';
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: tone === 'danger' ? 'error.main' : 'divider' }}
    >
      <Typography
        id={titleId}
        variant="h2"
        sx={{ fontSize: { xs: '1.2rem', sm: '1.35rem' }, mb: description ? 0.5 : 2 }}
      >
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
