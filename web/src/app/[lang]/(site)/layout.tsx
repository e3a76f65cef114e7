import Box from '@mui/material/Box';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Footer } from '@/features/shell/footer/Footer';
import { TopBar } from '@/features/shell/header/TopBar';
import { SkipLink } from '@/features/shell/SkipLink';
import { isLocale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

// Pages with the application shell (top bar, drawer, footer). /mini pages live outside this group.
// Pages render their content only: the shell provides the <main> landmark around them.
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  // Layouts render in parallel: the root layout's check does not stop this one from running.
  if (!isLocale(lang)) notFound();
  initLingui(lang);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <TopBar lang={lang} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer lang={lang} />
    </Box>
  );
}
