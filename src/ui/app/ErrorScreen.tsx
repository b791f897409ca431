import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { RouterLink } from '../components/RouterLink.tsx';
import type { AppContent } from '../../engine/content/types.ts';

interface ErrorScreenProps {
  app: AppContent;
  notFound?: boolean;
  error?: Error;
}

/** The fallback screen: unknown routes and errors thrown while rendering. */
export function ErrorScreen({ app, notFound = false, error }: ErrorScreenProps) {
  return (
    <Box as="section" textAlign="center" py={16} px={4}>
      <Heading as="h1" size="2xl" mb={4}>
        {app.errorScreen.heading}
      </Heading>
      <Text color="gray.600" mb={8}>
        {notFound ? 'There is no page at this address.' : (error?.message ?? 'Something went wrong.')}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={app.home.route}>{app.errorScreen.homeLabel}</RouterLink>
      </Button>
    </Box>
  );
}
