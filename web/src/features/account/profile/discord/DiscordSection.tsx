'use client';

import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { LinkDiscordDocument, type DiscordSectionFragment } from '@/graphql/generated/graphql';
import { FormTextField } from '../../shared/FormTextField';
import { ProfileForm } from '../../shared/ProfileForm';
import { SectionCard } from '../../shared/SectionCard';
import { useSaveForm } from '../../shared/useSaveForm';
import { compact } from '../profileRules';
import { useProfileRules } from '../useProfileRules';

function DiscordStatusLine({ discord }: { discord: DiscordSectionFragment['discord'] }) {
  const username = discord.username ?? '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }} role="status">
      {discord.connected ? <CheckCircleIcon color="success" /> : <LinkOffIcon sx={{ color: 'text.secondary' }} />}
      <Typography sx={{ fontWeight: 600 }}>
        {discord.connected ? (
          <Trans>Relié au compte Discord {username}.</Trans>
        ) : (
          <Trans>Votre compte n’est pas relié à Discord.</Trans>
        )}
      </Typography>
    </Box>
  );
}

/**
 * The link to the community chat. `DiscordStatus` has no id of its own, so the answer of
 * `linkDiscord` is written onto the user in the cache by hand.
 */
export function DiscordSection({ user }: { user: DiscordSectionFragment }) {
  const { t } = useLingui();
  const rules = useProfileRules();
  const form = useForm({ defaultValues: { code: '' } });
  const { submit, failure } = useSaveForm(form, t`Votre compte est relié à Discord.`);
  const [linkDiscord] = useMutation(LinkDiscordDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify({ id: cache.identify(user), fields: { discord: () => data.linkDiscord } });
    },
  });

  const save = async ({ code }: { code: string }) => {
    await linkDiscord({ variables: { code: compact(code) } });
    return { code: '' };
  };

  return (
    <SectionCard
      title={t`Communauté Discord`}
      description={t`Sur le Discord de la communauté, tapez la commande /link : le bot vous donne un code, valable 15 minutes, à saisir ici.`}
    >
      <DiscordStatusLine discord={user.discord} />
      <ProfileForm
        onSubmit={submit(save)}
        failure={failure}
        pending={form.formState.isSubmitting}
        columns={1}
        submitLabel={user.discord.connected ? <Trans>Relier un autre compte</Trans> : <Trans>Relier mon compte</Trans>}
      >
        <FormTextField
          control={form.control}
          name="code"
          label={t`Code donné par le bot`}
          autoComplete="one-time-code"
          required
          rules={rules.discordCode}
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase' } },
          }}
          sx={{ maxWidth: { sm: 320 } }}
        />
      </ProfileForm>
    </SectionCard>
  );
}
