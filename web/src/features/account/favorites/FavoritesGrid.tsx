import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

/** As many cards per row as fit the account's narrower column, at least 260 px each. */
export function FavoritesGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

/** The favorites while they (or the tab's code) load. */
export function FavoritesSkeleton() {
  return (
    <FavoritesGrid>
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1920 / 1080', height: 'auto' }} />
          <Skeleton width="70%" height={32} sx={{ mt: 1 }} />
          <Skeleton width="40%" />
        </li>
      ))}
    </FavoritesGrid>
  );
}
