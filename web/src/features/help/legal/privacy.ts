import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  fr: {
    title: 'Politique de confidentialité',
    description: `Les données personnelles que ${C.brand} traite, pourquoi, combien de temps, avec quels prestataires, et vos droits.`,
    updated: '2026-11-02',
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          `${C.name}, ${C.address}, est responsable des traitements de données personnelles réalisés sur le site ${C.brand}. Pour toute question sur vos données, écrivez à ${C.privacyEmail}.`,
        ],
      },
      {
        heading: 'Les données que nous traitons',
        paragraphs: [
          'Compte : votre prénom, votre adresse électronique, votre photo de profil si vous en ajoutez une et votre langue préférée.',
          'Commandes : les contreparties choisies, les montants, l’adresse de livraison et l’historique de vos commandes. Nous ne voyons ni ne conservons jamais les numéros de carte bancaire.',
          'Demandes d’aide : votre adresse électronique, le sujet, votre message et les pièces jointes que vous nous envoyez depuis la page support.',
          'Navigation : des journaux techniques (adresse IP, date, page demandée) conservés pour la sécurité du site.',
        ],
      },
      {
        heading: 'Pourquoi nous les traitons',
        paragraphs: [
          'Pour exécuter le contrat qui nous lie : créer et gérer votre compte, enregistrer et suivre vos commandes, transmettre aux auteurs ce qui est nécessaire à l’envoi des contreparties, répondre à vos demandes d’aide.',
          'Pour respecter nos obligations légales, notamment comptables et fiscales.',
          'Sur la base de notre intérêt légitime : sécuriser le site, prévenir la fraude et améliorer nos services.',
          'Avec votre consentement : mesurer l’audience du site et vous adresser notre lettre d’information.',
        ],
      },
      {
        heading: 'Connexion et prestataire d’identité',
        paragraphs: [
          'La création de compte et la connexion (mot de passe, lien de connexion envoyé par courriel ou compte d’un fournisseur fédéré) sont assurées par notre prestataire d’identité, Firebase Authentication (Google Ireland Limited). Il traite votre adresse électronique, un identifiant technique et, si vous choisissez ce mode, les informations de base transmises par le fournisseur fédéré.',
          'Le site ne reçoit qu’un jeton d’identification signé par ce prestataire ; votre mot de passe ne nous est jamais communiqué.',
        ],
      },
      {
        heading: 'Paiements',
        paragraphs: [
          'Les paiements par carte ou par portefeuille électronique sont traités par notre prestataire de paiement, établissement agréé dans l’Union européenne. Les données de paiement sont saisies directement chez lui et chiffrées ; nous ne recevons que le résultat de la transaction et une référence.',
        ],
      },
      {
        heading: 'Cookies et stockage dans votre navigateur',
        paragraphs: [
          'Le cookie localConsent enregistre votre choix dans la fenêtre de consentement (acceptation ou refus des mesures d’audience et commerciales). Il est conservé 3 jours, puis la question vous est reposée. Vous pouvez modifier votre choix à tout moment avec le lien « Paramètres des cookies » en bas de chaque page.',
          'Sans cookie, le stockage local de votre navigateur conserve votre panier lorsque vous n’êtes pas connecté, votre choix de thème clair ou sombre et, le temps d’une connexion par lien, votre adresse électronique. Ces informations ne quittent pas votre appareil et s’effacent avec les données de votre navigateur.',
          'Les mesures d’audience ne sont activées qu’après votre accord ; en cas de refus, aucun cookie de mesure ou commercial n’est déposé.',
        ],
      },
      {
        heading: 'Destinataires',
        paragraphs: [
          'Vos données sont accessibles aux seules équipes d’Ensemble qui en ont besoin, à nos prestataires (hébergement, identité, paiement, envoi de courriels) agissant sur nos instructions, et, pour vos commandes, à l’auteur de la campagne concernée afin qu’il vous envoie vos contreparties. Nous ne vendons jamais vos données.',
        ],
      },
      {
        heading: 'Durées de conservation',
        paragraphs: [
          'Les données de compte sont conservées tant que le compte est actif, puis supprimées trois ans après la dernière connexion. Les pièces comptables liées aux commandes sont conservées dix ans. Les demandes d’aide sont conservées trois ans après leur clôture. Les journaux techniques sont conservés un an.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          `Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de définir des directives sur leur sort après votre décès. Exercez-les par courriel à ${C.privacyEmail} ; vous pouvez aussi supprimer votre compte depuis votre espace personnel.`,
          'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr).',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    description: `The personal data ${C.brand} processes, why, for how long, with which providers, and your rights.`,
    updated: '2026-11-02',
    sections: [
      {
        heading: 'Data controller',
        paragraphs: [
          `${C.name}, ${C.address}, is the controller of the personal data processed on the ${C.brand} website. For any question about your data, write to ${C.privacyEmail}.`,
        ],
      },
      {
        heading: 'The data we process',
        paragraphs: [
          'Account: your first name, your e-mail address, your profile picture if you add one and your preferred language.',
          'Orders: the rewards you chose, the amounts, the delivery address and the history of your orders. We never see or keep card numbers.',
          'Help requests: your e-mail address, the topic, your message and the attachments you send us from the support page.',
          'Browsing: technical logs (IP address, date, page requested) kept to secure the website.',
        ],
      },
      {
        heading: 'Why we process it',
        paragraphs: [
          'To perform our contract with you: create and manage your account, record and follow up your orders, pass on to authors what they need to send the rewards, and answer your help requests.',
          'To meet our legal obligations, in particular accounting and tax ones.',
          'On the basis of our legitimate interest: securing the website, preventing fraud and improving our services.',
          'With your consent: measuring the website’s audience and sending you our newsletter.',
        ],
      },
      {
        heading: 'Sign-in and identity provider',
        paragraphs: [
          'Account creation and sign-in (password, sign-in link sent by e-mail, or an account of a federated provider) are handled by our identity provider, Firebase Authentication (Google Ireland Limited). It processes your e-mail address, a technical identifier and, if you choose that option, the basic details passed on by the federated provider.',
          'The website only receives an identity token signed by that provider; your password is never passed on to us.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Card and digital-wallet payments are processed by our payment provider, an institution licensed in the European Union. Payment details are entered directly on its side and encrypted; we only receive the outcome of the transaction and a reference.',
        ],
      },
      {
        heading: 'Cookies and storage in your browser',
        paragraphs: [
          'The localConsent cookie records your choice in the consent window (accepting or refusing audience measurement and marketing). It is kept for 3 days, after which you are asked again. You can change your choice at any time with the “Cookie settings” link at the bottom of every page.',
          'Without cookies, your browser’s local storage keeps your basket while you are not signed in, your light or dark theme choice and, during a sign-in by link, your e-mail address. This information never leaves your device and is erased with your browser data.',
          'Audience measurement only starts once you agree; if you refuse, no measurement or marketing cookie is set.',
        ],
      },
      {
        heading: 'Recipients',
        paragraphs: [
          'Your data is only available to the Ensemble staff who need it, to our providers (hosting, identity, payment, e-mail delivery) acting on our instructions and, for your orders, to the author of the campaign concerned so that they can send you your rewards. We never sell your data.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account data is kept while the account is active, then deleted three years after the last sign-in. Accounting records of orders are kept for ten years. Help requests are kept for three years after they are closed. Technical logs are kept for one year.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You have the right to access, correct, erase, restrict, object to and port your data, and to give instructions about what happens to it after your death. Exercise them by e-mail at ${C.privacyEmail}; you can also delete your account from your account area.`,
          'If, after contacting us, you believe your rights are not respected, you can lodge a complaint with the CNIL, the French data protection authority (www.cnil.fr).',
        ],
      },
    ],
  },
};
