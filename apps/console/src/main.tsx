// The global styles first: a component's own rule of the same weight comes after them.
import './styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './lib/api';
import { router } from './router';
import { SessionGate } from './screens/sign-in/session-gate';
import { SignInScreen } from './screens/sign-in/sign-in';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionGate signIn={<SignInScreen />}>
        <RouterProvider router={router} />
      </SessionGate>
    </QueryClientProvider>
  </StrictMode>,
);
