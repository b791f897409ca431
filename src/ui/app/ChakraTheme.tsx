import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system.ts';
import { withStaticThemeCss } from './themeCss.ts';

/**
 * Chakra's run-time theme for the development-only pages (the Studio and the editors' preview),
 * whose editing controls are Chakra components. The app's own screens need no provider: their
 * styles are compiled at build time (src/ui/styles/defineStyles.ts).
 */
export function ChakraTheme({ children }: { children: ReactNode }) {
  return <ChakraProvider value={withStaticThemeCss(system, document)}>{children}</ChakraProvider>;
}
