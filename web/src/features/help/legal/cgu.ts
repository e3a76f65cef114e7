import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const termsOfUse: LegalDocument = {
  fr: {
    title: 'Conditions générales d’utilisation',
    description: `Les règles d’utilisation du site ${C.brand} : accès, compte, contenus, responsabilités.`,
    updated: '2026-11-02',
    sections: [
      {
        heading: 'Objet',
        paragraphs: [
          `Les présentes conditions générales d’utilisation (CGU) fixent les règles d’accès et d’utilisation du site ${C.brand}, édité par ${C.name}. Naviguer sur le site ou y créer un compte vaut acceptation des CGU. Les achats de contreparties sont en outre régis par les conditions générales de vente.`,
        ],
      },
      {
        heading: 'Accès au site',
        paragraphs: [
          'Le site est accessible gratuitement à toute personne disposant d’un accès à Internet. Les frais de connexion restent à la charge de l’utilisateur.',
          'Nous nous efforçons de rendre le site disponible en permanence, mais il peut être interrompu pour maintenance ou en cas d’incident, sans que cela ouvre droit à indemnité.',
        ],
      },
      {
        heading: 'Compte utilisateur',
        paragraphs: [
          'Un compte n’est pas nécessaire pour consulter les campagnes ni pour préparer un panier. Il permet de retrouver son panier sur plusieurs appareils, de suivre ses commandes et de garder ses campagnes favorites.',
          'Vous vous engagez à fournir des informations exactes et à garder vos moyens de connexion confidentiels. Toute action réalisée depuis votre compte est réputée faite par vous. Prévenez-nous sans délai en cas d’usage frauduleux.',
          'Vous pouvez supprimer votre compte à tout moment depuis votre espace personnel. Nous pouvons suspendre un compte utilisé en violation des présentes CGU, après vous en avoir informé sauf urgence.',
        ],
      },
      {
        heading: 'Comportement attendu',
        paragraphs: [
          'Les commentaires laissés lors d’une participation et les messages envoyés à l’équipe ou aux auteurs doivent rester courtois et conformes à la loi. Sont notamment interdits les propos injurieux, diffamatoires, haineux ou discriminatoires, la publicité non sollicitée et la collecte des données d’autres utilisateurs.',
          'Il est interdit de perturber le fonctionnement du site, d’en extraire le contenu de manière automatisée ou d’essayer d’accéder à des parties qui ne vous sont pas destinées.',
        ],
      },
      {
        heading: 'Contenus des campagnes',
        paragraphs: [
          'Les campagnes sont rédigées par leurs auteurs. Nous vérifions leur conformité à nos règles avant publication, mais les auteurs restent responsables de l’exactitude de leurs présentations et de la réalisation des contreparties.',
          'Un contenu qui vous paraît illicite peut nous être signalé depuis la page support ; nous le traitons rapidement.',
        ],
      },
      {
        heading: 'Responsabilité',
        paragraphs: [
          `${C.name} ne saurait être tenue responsable des dommages résultant d’une utilisation du site non conforme aux présentes CGU, d’une interruption du service indépendante de sa volonté ou du contenu des sites tiers vers lesquels pointent des liens.`,
        ],
      },
      {
        heading: 'Modification des CGU et droit applicable',
        paragraphs: [
          'Nous pouvons faire évoluer les CGU ; la version en vigueur est celle publiée sur cette page, avec sa date de mise à jour. Les CGU sont soumises au droit français. En cas de litige, une solution amiable est recherchée avant toute action en justice.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    description: `The rules for using the ${C.brand} website: access, account, content and liability.`,
    updated: '2026-11-02',
    sections: [
      {
        heading: 'Purpose',
        paragraphs: [
          `These terms of use set the rules for accessing and using the ${C.brand} website, published by ${C.name}. Browsing the website or creating an account on it means you accept these terms. Purchases of rewards are also governed by the terms of sale.`,
        ],
      },
      {
        heading: 'Access to the website',
        paragraphs: [
          'The website is free to access for anyone with an Internet connection. Connection costs are borne by the user.',
          'We do our best to keep the website available at all times, but it may be interrupted for maintenance or in the event of an incident, which gives no right to compensation.',
        ],
      },
      {
        heading: 'User account',
        paragraphs: [
          'You do not need an account to browse campaigns or to fill a basket. An account lets you find your basket on several devices, follow your orders and keep your favourite campaigns.',
          'You agree to give accurate information and to keep your sign-in details confidential. Anything done from your account is deemed to be done by you. Let us know straight away if it is used fraudulently.',
          'You can delete your account at any time from your account area. We may suspend an account used in breach of these terms, after telling you unless it is urgent.',
        ],
      },
      {
        heading: 'Expected behaviour',
        paragraphs: [
          'Comments left with a contribution and messages sent to our team or to authors must be courteous and lawful. In particular, insulting, defamatory, hateful or discriminatory remarks, unsolicited advertising and collecting other users’ data are forbidden.',
          'You must not disrupt the website, scrape its content automatically or try to reach parts of it not meant for you.',
        ],
      },
      {
        heading: 'Campaign content',
        paragraphs: [
          'Campaigns are written by their authors. We check that they follow our rules before publishing them, but authors remain responsible for the accuracy of their presentations and for delivering the rewards.',
          'Content that seems unlawful to you can be reported from the support page; we deal with it promptly.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          `${C.name} cannot be held liable for damage resulting from a use of the website that does not comply with these terms, from an interruption of the service beyond its control, or from the content of third-party websites that links point to.`,
        ],
      },
      {
        heading: 'Changes and governing law',
        paragraphs: [
          'We may change these terms; the version in force is the one published on this page, with its update date. These terms are governed by French law. In the event of a dispute, an amicable solution is sought before any legal action.',
        ],
      },
    ],
  },
};
