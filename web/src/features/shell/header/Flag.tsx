import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';

const FLAG_ART: Record<Locale, { viewBox: string; art: ReactNode }> = {
  fr: {
    viewBox: '0 0 3 2',
    art: (
      <>
        <rect width="1" height="2" fill="#002654" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ce1126" />
      </>
    ),
  },
  en: {
    viewBox: '0 0 60 30',
    art: (
      <>
        <rect width="60" height="30" fill="#012169" />
        <path d="M0 0 60 30M60 0 0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0 60 30M60 0 0 30" stroke="#c8102e" strokeWidth="2" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
      </>
    ),
  },
};

/** A small flag beside a language name (decorative: the name says the language). */
export function Flag({ locale }: { locale: Locale }) {
  const { viewBox, art } = FLAG_ART[locale];
  return (
    <svg
      width="24"
      height="16"
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.15)', flexShrink: 0 }}
    >
      {art}
    </svg>
  );
}
