/** Raw material for the generated participations. */

// prettier-ignore
export const firstNames: readonly string[] = [
  // French
  'Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Jade', 'Louise', 'Emma', 'Zoé', 'Clara',
  'Julie', 'Pauline', 'Marion', 'Élise', 'Anaïs', 'Mathilde', 'Margaux', 'Lucie', 'Juliette', 'Solène',
  'Hugo', 'Lucas', 'Tom', 'Théo', 'Louis', 'Nathan', 'Jules', 'Maxime', 'Antoine', 'Thomas',
  'Baptiste', 'Romain', 'Nicolas', 'Quentin', 'Julien', 'Adrien', 'Bastien', 'Gaël', 'Yann', 'Erwan',
  'Yanis', 'Karim', 'Mehdi', 'Sofiane', 'Amina', 'Fatou', 'Nour', 'Yasmine', 'Rayan', 'Aïcha',
  'Sylvie', 'Isabelle', 'Philippe', 'Christophe', 'Nathalie', 'Patrick', 'Céline', 'Benoît', 'Agathe', 'Victor',
  // Elsewhere
  'Anna', 'Laura', 'Marco', 'Giulia', 'Lukas', 'Jonas', 'Sven', 'Emily', 'Oliver', 'James',
  'Hannah', 'Ben', 'Sean', 'Aoife', 'Diego', 'Lucía', 'Pablo', 'Sofia', 'Mateus', 'Kenji',
  'Yuki', 'Mei', 'Priya', 'Arjun', 'Olga', 'Noah', 'Liam', 'Eva', 'Nina', 'Kofi',
];

/** Initials, repeated roughly as often as they start French surnames. */
export const lastInitials = 'AABBBBCCCCDDDDFFGGGHJLLLLMMMMMNOPPPRRRRSSTTVVWKZ';

/** About 30 comments, mostly French, written the way backers write them. */
export const comments: readonly string[] = [
  'Trop hâte de le recevoir !',
  'Bravo pour ce projet, ça fait plaisir à voir.',
  'Je suis votre travail depuis le début, foncez !',
  "C'est pour offrir à ma sœur, elle va adorer.",
  "Deuxième participation, je n'ai pas pu résister.",
  'Superbe travail, les visuels sont magnifiques.',
  'Merci de fabriquer en France, ça compte pour moi.',
  'Allez, on y croit !',
  'Découvert grâce à une amie, coup de cœur immédiat.',
  'Petit soutien depuis Montréal !',
  "J'attendais ce projet depuis des mois.",
  "Cadeau d'anniversaire pour mon fils, chut !",
  "Vous méritez d'exploser l'objectif, bon courage.",
  'Merci pour les nouvelles régulières, on se sent embarqués.',
  'Les détails sont soignés, on sent la passion.',
  'Je prends pour toute la famille !',
  'Déjà fan de vos précédents projets.',
  'Enfin un projet qui a du sens.',
  'Bonne chance pour la dernière ligne droite !',
  "Vu sur Instagram, je n'ai pas hésité une seconde.",
  'Hâte de voir le résultat final.',
  'Ça me rappelle mon enfance, merci.',
  'Un soutien breton, évidemment.',
  'Je reviendrai augmenter ma contribution le mois prochain !',
  "Can't wait for this one!",
  "Backing from Dublin, love what you're doing.",
  'Beautiful work, happy to support.',
  'Got one for me and one for my mum.',
  'Greetings from Berlin, good luck with the campaign!',
  "Third project of yours I've backed, never disappointed.",
];
