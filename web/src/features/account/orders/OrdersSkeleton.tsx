import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The orders while they (or the tab's code) load: three cards' worth of space. */
export function OrdersSkeleton() {
  return (
    <Stack spacing={2}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={112} />
      ))}
    </Stack>
  );
}
