import { Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import pages from 'virtual:content/pages';
import type { PageBlock } from '../../engine/content/types.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import { usePageTitle } from '../components/usePageTitle.ts';

function Block({ block }: { block: PageBlock }) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p={{ base: 5, md: 7 }}>
      <Stack gap={3}>
        {block.heading ? (
          <Heading as="h2" size="lg">
            {block.heading}
          </Heading>
        ) : null}
        {block.paragraphs?.map((paragraph) => (
          <Text key={paragraph} color="gray.700">
            {paragraph}
          </Text>
        ))}
        {block.items ? (
          <List.Root ps={5} gap={1} color="gray.700" listStyleType="disc">
            {block.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        ) : null}
        {block.actions ? (
          <HStack gap={3} pt={2} wrap="wrap">
            {block.actions.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}

/** A static page from flows/pages: consulting, privacy, or any page an editor adds. */
export default function PageScreen({ pageId, brand }: { pageId: string; brand: string }) {
  const page = pages.find((candidate) => candidate.id === pageId);
  usePageTitle(page?.title ?? '', brand);
  if (!page) throw new Error(`No page "${pageId}" in the content`);
  return (
    <Stack gap={6} maxW="3xl" mx="auto">
      <Stack gap={2}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {page.title}
        </Heading>
        {page.subtitle ? <Text color="gray.600">{page.subtitle}</Text> : null}
      </Stack>
      {page.blocks.map((block, index) => (
        <Block key={block.heading ?? index} block={block} />
      ))}
      {page.actions ? (
        <HStack gap={3}>
          {page.actions.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
