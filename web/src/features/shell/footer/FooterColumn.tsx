import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled list of footer links; each child is one list item's content. */
export function FooterColumn({ title, children }: { title: ReactNode; children: ReactNode[] }) {
  return (
    <div>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75, typography: 'body2' }}>
        {children.map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </Box>
    </div>
  );
}
