import type { ReactNode } from 'react';
import { CampaignLiveDocument } from '@/graphql/generated/graphql';
import { publicQueryText } from '@/graphql/publicQueryText';
import { LiveFiguresProvider } from './LiveFigures';

// Printed once per server process, not at every render of a campaign page.
const LIVE_QUERY = publicQueryText(CampaignLiveDocument);

/**
 * The campaign's live figures for the client components inside (useLiveFigures): the query is
 * printed here, on the server, so that the browser loads none of the generated documents for it.
 */
export function LiveCampaignProvider({ url, children }: { url: string; children: ReactNode }) {
  return (
    <LiveFiguresProvider query={LIVE_QUERY} url={url}>
      {children}
    </LiveFiguresProvider>
  );
}
