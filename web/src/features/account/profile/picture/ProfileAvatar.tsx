'use client';

import Avatar from '@mui/material/Avatar';
import Image from 'next/image';
import { UserAvatar } from '@/features/auth/UserAvatar';
import type { PictureSectionFragment } from '@/graphql/generated/graphql';

/**
 * The user's picture at a large size, through Next's image optimiser (an upload can weigh 2 MB),
 * or the avatar drawn from their e-mail's hash when they have none.
 */
export function ProfileAvatar({ user, size }: { user: PictureSectionFragment; size: number }) {
  if (!user.pictureUrl) return <UserAvatar user={user} sx={{ width: size, height: size }} />;
  return (
    <Avatar sx={{ width: size, height: size }}>
      <Image
        src={user.pictureUrl}
        alt=""
        width={size}
        height={size}
        style={{ objectFit: 'cover', width: '100%', height: '100%' }}
      />
    </Avatar>
  );
}
