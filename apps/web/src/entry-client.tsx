import { isLanguageCode } from '@office/contracts/browser';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import type { AppRouter } from '@office/api/trpc';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const trpc = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] }),
  queryClient,
});
const htmlLang = document.documentElement.lang;
const router = createAppRouter({
  queryClient,
  trpc,
  lang: isLanguageCode(htmlLang) ? htmlLang : 'ko',
  // Filled from the root loader's dehydrated data (the server's values) when the router hydrates.
  assets: { scripts: [], styles: [] },
  site: { origin: window.location.origin, googleMapsApiKey: null },
});

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
