import type { Localized, OptionSeed } from './types.js';

/** Option lists shared by several packs. */

const same = (text: string): Localized => ({ fr: text, en: text });

export const bookLanguage: OptionSeed = {
  label: { fr: 'Langue du livre', en: 'Book language' },
  values: [
    { fr: 'Français', en: 'French' },
    { fr: 'Anglais', en: 'English' },
  ],
};

export const guideLanguage: OptionSeed = {
  label: { fr: 'Langue du guide', en: 'Guide language' },
  values: bookLanguage.values,
};

export const gameLanguage: OptionSeed = {
  label: { fr: 'Langue des règles', en: 'Rules language' },
  values: [
    { fr: 'Français', en: 'French' },
    { fr: 'Anglais', en: 'English' },
    { fr: 'Allemand', en: 'German' },
    { fr: 'Espagnol', en: 'Spanish' },
  ],
};

export const cardLanguage: OptionSeed = {
  label: { fr: 'Langue des cartes', en: 'Card language' },
  values: bookLanguage.values,
};

export const apparelSize: OptionSeed = {
  label: { fr: 'Taille', en: 'Size' },
  values: ['XS', 'S', 'M', 'L', 'XL'].map(same),
};

export const apparelColour: OptionSeed = {
  label: { fr: 'Couleur', en: 'Colour' },
  values: [
    { fr: 'Noir basalte', en: 'Basalt black' },
    { fr: 'Sable', en: 'Sand' },
    { fr: 'Vert calanque', en: 'Calanque green' },
  ],
};

export const glaze: OptionSeed = {
  label: { fr: 'Émail', en: 'Glaze' },
  values: [
    { fr: 'Gris argile', en: 'Clay grey' },
    { fr: 'Vert salicorne', en: 'Samphire green' },
    { fr: 'Blanc de sel', en: 'Salt white' },
  ],
};

export const vinylColour: OptionSeed = {
  label: { fr: 'Couleur du vinyle', en: 'Vinyl colour' },
  values: [
    { fr: 'Noir classique', en: 'Classic black' },
    { fr: 'Orange translucide', en: 'Translucent orange' },
  ],
};

export const resinColour: OptionSeed = {
  label: { fr: 'Teinte de la résine', en: 'Resin colour' },
  values: [
    { fr: 'Gris pierre', en: 'Stone grey' },
    { fr: 'Vert mousse', en: 'Moss green' },
  ],
};

export const scarfColour: OptionSeed = {
  label: { fr: 'Couleur du foulard', en: 'Scarf colour' },
  values: [
    { fr: 'Corail', en: 'Coral' },
    { fr: 'Menthe', en: 'Mint' },
    { fr: 'Moutarde', en: 'Mustard' },
  ],
};

export const printChoice: OptionSeed = {
  label: { fr: 'Tirage', en: 'Print' },
  values: ['Raz de Sein', 'Achill Island', 'Eshaness', 'Harris', 'Ouessant'].map(same),
};
