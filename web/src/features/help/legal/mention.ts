import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const legalNotice: LegalDocument = {
  fr: {
    title: 'Mentions légales',
    description: `Éditeur, directrice de la publication et hébergeur du site ${C.brand}, et comment nous contacter.`,
    updated: '2026-11-02',
    sections: [
      {
        heading: 'Éditeur du site',
        paragraphs: [
          `Le site ${C.brand} est édité par ${C.name}, société par actions simplifiée au capital de ${C.capital}, immatriculée au ${C.rcs}, dont le siège social est situé ${C.address}.`,
          `Numéro de TVA intracommunautaire : ${C.vat}. Téléphone : ${C.phone}. Adresse électronique : ${C.email}.`,
        ],
      },
      {
        heading: 'Direction de la publication',
        paragraphs: [
          `La directrice de la publication est ${C.director}, présidente de ${C.name}. Elle peut être contactée à l’adresse du siège social ou par courriel à ${C.email}.`,
        ],
      },
      {
        heading: 'Hébergement',
        paragraphs: [
          `Le site est hébergé par ${C.host.name}, ${C.host.address}, téléphone ${C.host.phone}. Les données sont stockées dans des centres de données situés dans l’Union européenne.`,
        ],
      },
      {
        heading: 'Activité',
        paragraphs: [
          `${C.brand} est une plateforme de financement participatif par contreparties : elle présente les campagnes de créateurs indépendants et permet aux visiteurs de les soutenir en choisissant des contreparties. ${C.name} n’exerce aucune activité de prêt ni d’investissement.`,
          'Les campagnes sont conçues et publiées sous la responsabilité de leurs auteurs, qui restent seuls responsables de leurs textes, de leurs images et de la fabrication des contreparties promises.',
        ],
      },
      {
        heading: 'Propriété intellectuelle',
        paragraphs: [
          `La structure du site, sa charte graphique, ses logos et ses textes généraux sont la propriété de ${C.name}. Les textes, images et vidéos des campagnes appartiennent à leurs auteurs, qui les ont confiés à ${C.brand} pour leur seule présentation sur le site.`,
          'Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par le Code de la propriété intellectuelle.',
        ],
      },
      {
        heading: 'Signaler un contenu',
        paragraphs: [
          `Si un contenu vous paraît illicite, signalez-le depuis la page d’aide ou par courriel à ${C.email}, en précisant l’adresse de la page, le contenu en cause et les raisons du signalement. Nous l’examinons dans les meilleurs délais et le retirons s’il y a lieu.`,
        ],
      },
      {
        heading: 'Crédits',
        paragraphs: [
          'Les illustrations des campagnes sont fournies par leurs auteurs. Les icônes proviennent de la bibliothèque Material Icons, publiée sous licence Apache 2.0.',
        ],
      },
    ],
  },
  en: {
    title: 'Legal notice',
    description: `Publisher, director of publication and host of the ${C.brand} website, and how to reach us.`,
    updated: '2026-11-02',
    sections: [
      {
        heading: 'Publisher',
        paragraphs: [
          `The ${C.brand} website is published by ${C.name}, a French simplified joint-stock company (société par actions simplifiée) with a share capital of ${C.capital}, registered with the ${C.rcs}, whose registered office is at ${C.address}.`,
          `EU VAT number: ${C.vat}. Phone: ${C.phone}. E-mail: ${C.email}.`,
        ],
      },
      {
        heading: 'Director of publication',
        paragraphs: [
          `The director of publication is ${C.director}, President of ${C.name}. She can be reached at the registered office or by e-mail at ${C.email}.`,
        ],
      },
      {
        heading: 'Hosting',
        paragraphs: [
          `The website is hosted by ${C.host.name}, ${C.host.address}, phone ${C.host.phone}. Data is stored in data centres located in the European Union.`,
        ],
      },
      {
        heading: 'What we do',
        paragraphs: [
          `${C.brand} is a reward-based crowdfunding platform: it presents the campaigns of independent creators and lets visitors back them by choosing rewards. ${C.name} does not lend money or offer investments.`,
          'Campaigns are written and published under the responsibility of their authors, who alone answer for their texts, their images and the making of the rewards they promise.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          `The structure of the website, its visual identity, logos and general texts belong to ${C.name}. The texts, images and videos of campaigns belong to their authors, who entrusted them to ${C.brand} only to present them on the website.`,
          'Any reproduction, performance or adaptation, in whole or in part, without prior written permission is forbidden and is an infringement punished by the French Intellectual Property Code.',
        ],
      },
      {
        heading: 'Reporting content',
        paragraphs: [
          `If some content seems unlawful to you, report it from the help page or by e-mail to ${C.email}, giving the address of the page, the content concerned and why you report it. We look into it promptly and remove it where appropriate.`,
        ],
      },
      {
        heading: 'Credits',
        paragraphs: [
          'Campaign pictures are provided by their authors. Icons come from the Material Icons library, published under the Apache 2.0 licence.',
        ],
      },
    ],
  },
};
