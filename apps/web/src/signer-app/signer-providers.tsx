import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocalizedTheme } from '../app/localized-theme';
import { cssVariablesResolver } from '../app/theme';
import { queryClient } from '../lib/query-client';

/** The query cache, the theme and the toasts; the words need no provider (i18n/react-i18next.tsx). */
export function SignerProviders({ children }: { children: ReactNode }) {
  const theme = useLocalizedTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications position="top-center" limit={3} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
