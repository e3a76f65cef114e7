import { useLingui } from '@lingui/react/macro';
import { MAX_ATTACHMENTS, MESSAGE_MAX, MESSAGE_MIN, type FieldError, type SupportField } from './supportRules';

/** The sentence that explains a field's problem, in the visitor's language. */
export function useFieldMessage(): (field: SupportField, error: FieldError | undefined) => string | undefined {
  const { t } = useLingui();
  return (field, error) => {
    if (!error) return undefined;
    const file = error.fileName ?? '';
    switch (error.problem) {
      case 'required':
        if (field === 'email') return t`Indiquez votre adresse e-mail pour que nous puissions vous répondre.`;
        if (field === 'topic') return t`Choisissez le sujet de votre demande.`;
        return t`Écrivez votre message.`;
      case 'invalid':
        if (field === 'email') return t`Cette adresse e-mail ne semble pas valide (exemple : nom@domaine.fr).`;
        if (field === 'topic') return t`Ce sujet n’existe pas : choisissez-en un dans la liste.`;
        if (field === 'campaignId') return t`Choisissez une campagne dans la liste.`;
        return t`Cette valeur n’est pas acceptée.`;
      case 'tooShort':
        return t`Votre message doit faire au moins ${MESSAGE_MIN} caractères.`;
      case 'tooLong':
        return t`Votre message ne doit pas dépasser ${MESSAGE_MAX} caractères.`;
      case 'unknownCampaign':
        return t`Cette campagne n’existe plus : choisissez-en une autre dans la liste.`;
      case 'tooManyFiles':
        return t`Vous pouvez joindre ${MAX_ATTACHMENTS} fichiers au plus : « ${file} » n’a pas été ajouté.`;
      case 'fileType':
        return t`« ${file} » n’est pas un PDF, un JPEG, un PNG ou un WebP.`;
      case 'fileSize':
        return t`« ${file} » dépasse 5 Mo.`;
      case 'fileRefused':
        return file
          ? t`« ${file} » ne peut pas être joint.`
          : t`Une pièce jointe a été refusée : seuls les PDF, JPEG, PNG et WebP de 5 Mo au plus sont acceptés, 3 au maximum.`;
    }
  };
}
