'use client';

import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { signOut } from 'next-auth/react';
import { useState } from 'react';
import { ConfirmationDialog } from '@/ui/dialogs/ConfirmationDialog';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { DeleteAccountDocument } from '@/graphql/generated/graphql';
import { localePath, type Locale } from '@/i18n/locales';
import { SectionCard } from '../../shared/SectionCard';

/**
 * Deletes the account after a confirmation. The backend removes the user record and the sign-in
 * identity together; the web session then ends and the shopper lands on the home page.
 */
export function DeleteAccountSection({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [deleteAccount, { loading }] = useMutation(DeleteAccountDocument);

  const confirm = async () => {
    setConfirming(false);
    try {
      await deleteAccount();
    } catch {
      notify(t`Votre compte n’a pas pu être supprimé. Réessayez dans un instant.`, 'error');
      return;
    }
    await signOut({ callbackUrl: localePath(lang, '/') });
  };

  return (
    <SectionCard
      tone="danger"
      title={t`Supprimer mon compte`}
      description={t`Votre profil, votre photo, vos favoris, votre panier et votre accès seront effacés. Vos commandes sont conservées, sans lien avec vous, pour la comptabilité.`}
    >
      <Button variant="outlined" color="error" loading={loading} onClick={() => setConfirming(true)}>
        <Trans>Supprimer mon compte</Trans>
      </Button>
      <ConfirmationDialog
        open={confirming}
        title={<Trans>Supprimer votre compte ?</Trans>}
        text={<Trans>Cette action est définitive : vous ne pourrez plus vous connecter avec ce compte.</Trans>}
        yesLabel={<Trans>Supprimer définitivement</Trans>}
        noLabel={<Trans>Annuler</Trans>}
        onYes={() => void confirm()}
        onNo={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
