import { Badge, Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '../components/RouterLink.tsx';
import type { ContentShell, ServiceCard } from '../../engine/content/types.ts';
import { focusRing } from '../components/focusRing.ts';
import { usePageTitle } from '../components/usePageTitle.ts';

interface CardEntry {
  card: ServiceCard;
  to?: string;
}

/** Flow cards open their flow's start; the app's own cards are the coming-soon ones. */
function homeCards(content: ContentShell): CardEntry[] {
  const fromFlows = content.flows.flatMap((flow) =>
    flow.card ? [{ card: flow.card, to: flow.card.comingSoon ? undefined : flow.start }] : [],
  );
  const fromApp = content.app.home.cards.map((card) => ({ card }));
  return [...fromFlows, ...fromApp].sort((a, b) => a.card.order - b.card.order);
}

const cardStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  h: 'full',
  p: 6,
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'xl',
  textAlign: 'left',
} as const;

function ServiceCardView({ entry, comingSoonLabel }: { entry: CardEntry; comingSoonLabel: string }) {
  const { card, to } = entry;
  const body = (
    <>
      <Heading as="h2" size="lg" color={to ? 'gray.900' : 'gray.600'}>
        {card.title}
      </Heading>
      <Text color="gray.600">{card.description}</Text>
    </>
  );
  if (!to) {
    return (
      <Box {...cardStyle} bg="gray.100" aria-disabled="true" data-testid={`card-${card.id}`}>
        <Badge alignSelf="flex-start" colorPalette="gray" variant="solid">
          {comingSoonLabel}
        </Badge>
        {body}
      </Box>
    );
  }
  return (
    <Box
      asChild
      {...cardStyle}
      transition="all 0.15s"
      _hover={{ borderColor: 'brand.500', boxShadow: 'md', transform: 'translateY(-2px)' }}
      _focusVisible={focusRing}
    >
      <RouterLink to={to} data-testid={`card-${card.id}`}>
        {body}
        <Text mt="auto" pt={2} color="brand.700" fontWeight="semibold" aria-hidden="true">
          Get started →
        </Text>
      </RouterLink>
    </Box>
  );
}

export function HomeScreen({ shell }: { shell: ContentShell }) {
  const { home } = shell.app;
  usePageTitle(home.heading, shell.app.brand);
  return (
    <Stack gap={8} textAlign="center" align="center">
      <Stack gap={3} maxW="2xl">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {home.heading}
        </Heading>
        {home.intro ? (
          <Text fontSize="lg" color="gray.600">
            {home.intro}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap={5} w="full" maxW="3xl">
        {homeCards(shell).map((entry) => (
          <li key={entry.card.id}>
            <ServiceCardView entry={entry} comingSoonLabel={home.comingSoonLabel} />
          </li>
        ))}
      </SimpleGrid>
      <Stack
        as="nav"
        aria-label="More"
        direction={{ base: 'column', sm: 'row' }}
        gap={{ base: 3, sm: 6 }}
        align="center"
      >
        {home.links.map((link) => (
          <Link key={link.label} asChild color="brand.700" fontWeight="medium" textDecoration="underline">
            <RouterLink to={link.to ?? home.route}>{link.label}</RouterLink>
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}
