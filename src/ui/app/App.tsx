import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system.ts';

export function App() {
  return <ChakraProvider value={system}>Loading…</ChakraProvider>;
}
