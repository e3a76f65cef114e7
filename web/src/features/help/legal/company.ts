/** The facts about the publisher that the legal pages quote, kept in one place. */
export const COMPANY = {
  name: 'Ensemble SAS',
  brand: 'Ensemble',
  capital: '25 000 €',
  address: '14 quai de la Fosse, 44000 Nantes, France',
  rcs: 'RCS Nantes 912 345 678',
  vat: 'FR 42 912345678',
  phone: '+33 2 40 00 12 34',
  email: 'contact@ensemble.example',
  privacyEmail: 'donnees@ensemble.example',
  director: 'Claire Morvan',
  host: {
    name: 'Nuage Ouest Hébergement SAS',
    address: '3 rue de l’Héronnière, 44000 Nantes, France',
    phone: '+33 2 40 00 98 76',
  },
  mediator: {
    name: 'CM2C, Centre de la médiation de la consommation de conciliateurs de justice',
    url: 'https://www.cm2c.net',
  },
} as const;
