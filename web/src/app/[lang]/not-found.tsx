import { NotFoundMessage } from '@/features/shell/NotFoundMessage';

// notFound() outside the site group (e.g. /mini/[url]): those pages have no shell, nor has this.
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundMessage />
    </main>
  );
}
