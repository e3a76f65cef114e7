'use client';

import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { minidenticon } from 'minidenticons';
import { useMemo } from 'react';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  user: { pictureUrl?: string | null; avatarSeed: string; displayName: string };
  /** Empty when a visible name sits beside the avatar. */
  alt?: string;
}

/** The user's picture, or an avatar drawn here from the hash of their e-mail (no outside service). */
export function UserAvatar({ user, alt = '', ...props }: UserAvatarProps) {
  const generated = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(minidenticon(user.avatarSeed, 60, 45))}`,
    [user.avatarSeed],
  );
  return (
    <Avatar
      src={user.pictureUrl ?? generated}
      alt={alt}
      {...props}
      sx={[{ bgcolor: 'background.default' }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
    />
  );
}
