import Box from '@mui/material/Box';
import Image from 'next/image';

/** A campaign image in the catalog's 1920/1080 frame. */
export function CampaignCover({
  url,
  alt,
  sizes,
  priority = false,
}: {
  url: string;
  alt: string;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: '1920 / 1080', overflow: 'hidden', bgcolor: 'action.hover' }}>
      <Image src={url} alt={alt} fill sizes={sizes} priority={priority} style={{ objectFit: 'cover' }} />
    </Box>
  );
}
