import { NotFoundMessage } from '@/features/shell/NotFoundMessage';

// Pages of the site group that call notFound() (and unknown URLs, through the catch-all route)
// land here, inside the shell of the group's layout.
export default function SiteNotFound() {
  return <NotFoundMessage />;
}
