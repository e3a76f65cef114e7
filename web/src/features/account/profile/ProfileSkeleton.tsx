import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The profile's first sections while they load, shaped like them so nothing jumps. */
export function ProfileSkeleton() {
  return (
    <Stack spacing={3} data-testid="account-loading" aria-busy="true">
      <Paper variant="outlined" sx={{ p: 3, display: 'flex', gap: 3 }}>
        <Skeleton variant="circular" width={72} height={72} />
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Skeleton width="40%" height={32} />
          <Skeleton width="60%" />
          <Skeleton variant="rounded" width={180} height={36} />
        </Stack>
      </Paper>
      {[0, 1].map((index) => (
        <Paper key={index} variant="outlined" sx={{ p: 3 }}>
          <Skeleton width="30%" height={32} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
            <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
          </Stack>
          <Skeleton variant="rounded" width={120} height={36} sx={{ mt: 2 }} />
        </Paper>
      ))}
    </Stack>
  );
}
