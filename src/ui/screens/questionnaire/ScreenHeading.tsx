import { Heading, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';

/** The questionnaire's own title and description: unchanged while the user types or steps. */
export const ScreenHeading = memo(function ScreenHeading({
  title,
  description,
}: {
  title?: string;
  description?: string;
}) {
  return (
    <Stack gap={2}>
      {title ? (
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
      ) : null}
      {description ? <Text color="gray.600">{description}</Text> : null}
    </Stack>
  );
});
