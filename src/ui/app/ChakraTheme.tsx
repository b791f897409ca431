import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system.ts';

/**
 * Chakra's run-time theme for the development-only pages (the Studio and the editors' preview),
 * whose editing controls are Chakra components. The app's own screens need no provider: their
 * styles are compiled at build time (src/ui/styles/defineStyles.ts). The page already carries the
 * theme's global CSS (tools/vite/themeCssPlugin.ts); the provider inserts the same rules again,
 * into the same layers, which changes nothing on screen and keeps to Chakra's public API.
 */
export function ChakraTheme({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
