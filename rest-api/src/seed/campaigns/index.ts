import type { CampaignSeed } from '../types.js';
import { aLaTableDesPotiers } from './a-la-table-des-potiers.js';
import { brumeSurOuessant } from './brume-sur-ouessant.js';
import { carnetsDeSaison } from './carnets-de-saison.js';
import { collectionMarais } from './collection-marais.js';
import { collectionMistral } from './collection-mistral.js';
import { cotesSauvages } from './cotes-sauvages.js';
import { laFoireAuxRenards } from './la-foire-aux-renards.js';
import { leDernierEteDesHirondelles } from './le-dernier-ete-des-hirondelles.js';
import { luluLaLoutre } from './lulu-la-loutre.js';
import { nuitsDeLaCorniche } from './nuits-de-la-corniche.js';
import { royaumesEngloutis } from './royaumes-engloutis.js';
import { sentinellesDePierre } from './sentinelles-de-pierre.js';
import { sousLaSurface } from './sous-la-surface.js';
import { tarotDesMarees } from './tarot-des-marees.js';

/** The demo campaigns, grouped by author. */
export const campaigns: CampaignSeed[] = [
  tarotDesMarees,
  carnetsDeSaison,
  luluLaLoutre,
  brumeSurOuessant,
  leDernierEteDesHirondelles,
  cotesSauvages,
  royaumesEngloutis,
  laFoireAuxRenards,
  sentinellesDePierre,
  collectionMistral,
  nuitsDeLaCorniche,
  sousLaSurface,
  collectionMarais,
  aLaTableDesPotiers,
];
