import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { CampaignCover } from '../shared/CampaignCover';
import type { Campaign } from './campaignQuery';

/** The gallery column is about 7/12 of the 1280 px page on desktop, the full width on phones. */
const GALLERY_IMAGE_SIZES = '(max-width: 1023px) 90vw, 640px';

/**
 * The cover then the gallery images in a horizontal scroll-snap row: swipe on phones, scroll
 * or arrow keys elsewhere, no JavaScript. The next image peeks in to show there is more.
 */
export function CampaignGallery({ campaign }: { campaign: Campaign }) {
  const { t } = useLingui();
  const images = [campaign.image, ...campaign.images];
  const single = images.length === 1;
  return (
    <Box
      role="region"
      aria-label={t`Images de la campagne`}
      tabIndex={single ? undefined : 0}
      sx={{
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        overscrollBehaviorX: 'contain',
        borderRadius: 2,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
      }}
    >
      <Box component="ul" sx={{ display: 'flex', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
        {images.map((image, index) => (
          <Box
            component="li"
            key={image.url}
            sx={{
              flex: single ? '0 0 100%' : '0 0 90%',
              scrollSnapAlign: 'start',
              borderRadius: 2,
              overflow: 'hidden',
            }}
          >
            <CampaignCover url={image.url} alt={image.alt} sizes={GALLERY_IMAGE_SIZES} priority={index === 0} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
