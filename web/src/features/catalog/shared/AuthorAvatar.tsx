import Box from '@mui/material/Box';
import Image from 'next/image';

/** A round author picture, or the initial when the author has none. */
export function AuthorAvatar({ name, url, size }: { name: string; url: string | null | undefined; size: number }) {
  return (
    <Box
      sx={{
        position: 'relative',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 700,
        fontSize: size / 2.5,
      }}
    >
      {/* The name is always written beside the picture: the picture itself adds nothing to read. */}
      {url ? <Image src={url} alt="" fill sizes={`${size}px`} style={{ objectFit: 'cover' }} /> : name.charAt(0)}
    </Box>
  );
}
