import Box from '@mui/material/Box';

/** Holds the user area's place while the session loads (a plain circle: no extra component code). */
export function UserAreaPlaceholder() {
  return (
    <Box
      data-testid="user-area-loading"
      aria-hidden
      sx={{ width: 40, height: 40, borderRadius: '50%', bgcolor: 'action.hover', flexShrink: 0 }}
    />
  );
}
