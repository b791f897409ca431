import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';

export interface Conflict {
  file: string;
  mine: string;
  disk: { text: string; version: string } | null;
}

interface SaveConflictProps {
  conflict: Conflict;
  onKeepMine: () => void;
  onTakeDisk: () => void;
}

function Version({ label, text }: { label: string; text: string }) {
  return (
    <Box flex="1" minW={0}>
      <Text fontSize="sm" fontWeight="semibold" mb={1}>
        {label}
      </Text>
      <Box
        as="pre"
        tabIndex={0}
        aria-label={label}
        fontSize="xs"
        bg="gray.50"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="md"
        p={2}
        maxH="280px"
        overflow="auto"
        whiteSpace="pre-wrap"
      >
        {text}
      </Box>
    </Box>
  );
}

/** A file changed on disk since the Studio loaded it: both versions side by side, and the editor's choice. */
export function SaveConflict({ conflict, onKeepMine, onTakeDisk }: SaveConflictProps) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="lg" p={4}>
      <Stack gap={3}>
        <Heading as="h2" size="sm">
          {conflict.file} changed on disk since the Studio loaded it
        </Heading>
        <Text fontSize="sm">
          Someone (or another editor) saved this file meanwhile. Choose which version to keep; the other is discarded.
        </Text>
        <Stack direction={{ base: 'column', md: 'row' }} align="stretch" gap={3}>
          <Version label="Your version (Studio)" text={conflict.mine} />
          <Version label="On disk now" text={conflict.disk?.text ?? '(the file was deleted)'} />
        </Stack>
        <HStack gap={2} flexWrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={onKeepMine}>
            Save my version over it
          </Button>
          <Button size="sm" variant="outline" onClick={onTakeDisk} disabled={!conflict.disk}>
            Use the version on disk
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
