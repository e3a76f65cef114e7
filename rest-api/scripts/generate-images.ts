/**
 * Renders the demo pictures into `rest-api/public/images/`, from SVG illustrations, as WebP.
 * Run with `npx tsx rest-api/scripts/generate-images.ts`. The file names come from the seed's
 * own URL helpers and data, so every image URL stored by the seed has its file.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { authors } from '../src/seed/authors.js';
import { campaigns } from '../src/seed/campaigns/index.js';
import {
  authorAvatarUrl,
  campaignCoverUrl,
  campaignImageUrl,
  IMAGES_ROOT,
  newsImageUrl,
  packImageUrl,
} from '../src/seed/images.js';
import { news } from '../src/seed/news.js';
import { randomFor } from '../src/seed/random.js';
import type { Motif } from '../src/seed/types.js';
import { avatarSvg } from './images/avatars.js';
import { coverSvg, gallerySvg, newsSvg, packSvg } from './images/compose.js';
import { motifs } from './images/motifs.js';
import { C, themes, type Theme } from './images/palette.js';
import { circle, star } from './images/svg.js';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const QUALITY = 70;

interface Job {
  url: string;
  svg: string;
}

const jobs: Job[] = [];
const byUrl = new Map(campaigns.map((campaign) => [campaign.url, campaign]));
const art = (motif: Motif) => ({ theme: themes[motif], draw: motifs[motif] });

for (const author of authors) {
  jobs.push({ url: authorAvatarUrl(author.url), svg: avatarSvg(author.url, randomFor(`avatar:${author.url}`)) });
}
for (const campaign of campaigns) {
  const { theme, draw } = art(campaign.motif);
  jobs.push({ url: campaignCoverUrl(campaign.url), svg: coverSvg(theme, draw, randomFor(`cover:${campaign.url}`)) });
  campaign.gallery.forEach((_, index) => {
    const n = index + 1;
    jobs.push({
      url: campaignImageUrl(campaign.url, n),
      svg: gallerySvg(theme, draw, randomFor(`gallery:${campaign.url}:${n}`), n),
    });
  });
  campaign.packs.forEach((_, index) => {
    const position = index + 1;
    jobs.push({
      url: packImageUrl(campaign.url, position),
      svg: packSvg(theme, draw, randomFor(`pack:${campaign.url}:${position}`), position),
    });
  });
}
news.forEach((item, index) => {
  if (!item.image) return;
  const linked = item.campaign ? byUrl.get(item.campaign) : undefined;
  const generic: Theme = { ...themes.stationery, bg: [C.mint, C.yellow], bgAlt: [C.coral, C.yellow] };
  const { theme, draw } = linked
    ? art(linked.motif)
    : { theme: generic, draw: () => circle(0, 0, 160, C.cream) + star(0, 0, 120, C.coral, 8, 0.5) };
  jobs.push({ url: newsImageUrl(index + 1), svg: newsSvg(theme, draw, randomFor(`news:${index + 1}`)) });
});

// Start from clean folders so that renamed or removed pictures do not linger.
for (const folder of new Set(jobs.map(({ url }) => dirname(url)))) {
  await rm(PUBLIC_DIR + folder, { recursive: true, force: true });
}
let total = 0;
const started = performance.now();
for (let i = 0; i < jobs.length; i += 8) {
  await Promise.all(
    jobs.slice(i, i + 8).map(async ({ url, svg }) => {
      const file = PUBLIC_DIR + url;
      await mkdir(dirname(file), { recursive: true });
      await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 6 }).toFile(file);
      total += (await stat(file)).size;
    }),
  );
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${jobs.length} images, ${(total / 1024 / 1024).toFixed(2)} MB, in ${seconds} s → ${PUBLIC_DIR + IMAGES_ROOT}`,
);
