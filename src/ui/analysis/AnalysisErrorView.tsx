import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { AppContent } from '../../engine/content/types.ts';
import { ActionButton } from '../components/ActionButton.tsx';

interface AnalysisErrorViewProps {
  app: AppContent;
  message: string;
  onRetry: () => void;
}

/** 'Analysis Error' with the message; the answers stay stored, so Try Again loses nothing. */
export function AnalysisErrorView({ app, message, onRetry }: AnalysisErrorViewProps) {
  const screen = app.analysisErrorScreen;
  return (
    <Box
      as="section"
      aria-labelledby="analysis-error-title"
      bg="white"
      borderWidth="1px"
      borderColor="red.200"
      borderRadius="xl"
      p={{ base: 6, md: 10 }}
      textAlign="center"
    >
      <Stack gap={4} align="center">
        <Heading as="h1" id="analysis-error-title" size="2xl" color="red.700">
          {screen.heading}
        </Heading>
        <Text role="alert" fontWeight="medium" color="gray.800">
          {message}
        </Text>
        <Text color="gray.600">{screen.note}</Text>
        <HStack gap={3} pt={2} wrap="wrap" justify="center">
          <Button colorPalette="brand" onClick={onRetry}>
            {screen.retryLabel}
          </Button>
          <ActionButton action={{ ...screen.supportAction, variant: 'secondary' }} />
        </HStack>
      </Stack>
    </Box>
  );
}
