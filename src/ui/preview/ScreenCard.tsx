import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Content, Screen } from '../../engine/content/types.ts';
import { screenLinks } from './screenLinks.ts';
import { stepSummary } from './stepSummary.ts';

interface ScreenCardProps {
  content: Content;
  screen: Screen;
  position: number;
  /** Opens the screen (at `step`, for a questionnaire) with sample answers filled in. */
  onOpen: (step?: number) => void;
}

function Facts({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color="gray.700">
        {label}
      </Text>
      <Box as="ul" pl={5} listStyleType="disc" fontSize="sm" color="gray.700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    </Box>
  );
}

/** One screen of a flow: what it is, what it needs, where it leads and its steps, each openable. */
export function ScreenCard({ content, screen, position, onOpen }: ScreenCardProps) {
  const name = screen.title ?? (screen.type === 'results' ? screen.result.view.title : screen.id);
  const guards = (screen.guards ?? []).map(
    (guard) =>
      `needs "${guard.store}"${guard.requires?.length ? ` with ${guard.requires.join(', ')}` : ''}, otherwise → ${guard.redirect} ("${guard.missing}")`,
  );
  const links = screenLinks(content, screen).map((link) => `${link.how} → ${link.to}`);
  const source =
    screen.type === 'form'
      ? [`form: schemas/forms/${screen.form}.json`, `stores: ${screen.store}`]
      : screen.type === 'questionnaire'
        ? [`stores: ${screen.store}`]
        : [];
  return (
    <Box as="li" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={5} listStyleType="none">
      <Stack gap={3}>
        <HStack justify="space-between" align="flex-start" gap={4} flexWrap="wrap">
          <Stack gap={1}>
            <Heading as="h3" size="md">
              {position}. {name}
            </Heading>
            <HStack gap={2} flexWrap="wrap">
              <Badge colorPalette="brand">{screen.type}</Badge>
              <Text as="code" fontSize="sm" color="gray.700">
                {screen.route}
              </Text>
              <Text fontSize="sm" color="gray.600">
                id {screen.id}
              </Text>
            </HStack>
          </Stack>
          {screen.type === 'questionnaire' ? null : (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => onOpen()}
              aria-label={`Open ${name} with sample data`}
            >
              Open
            </Button>
          )}
        </HStack>
        <Facts label="Content" items={source} />
        <Facts label="Guards" items={guards} />
        <Facts label="Leads to" items={links} />
        {screen.type === 'questionnaire' ? (
          <Box>
            <Text fontSize="sm" fontWeight="semibold" color="gray.700">
              Steps (each opens with sample answers up to and including it)
            </Text>
            <Stack as="ol" gap={2} mt={2} listStyleType="none">
              {screen.steps.map((step, index) => (
                <HStack
                  as="li"
                  key={step.id}
                  justify="space-between"
                  gap={3}
                  borderTopWidth={index === 0 ? 0 : '1px'}
                  borderColor="gray.100"
                  pt={index === 0 ? 0 : 2}
                >
                  <Stack gap={0}>
                    <Text fontWeight="medium">
                      {index + 1}. {step.title}{' '}
                      <Badge colorPalette="gray" ml={1}>
                        {step.type}
                      </Badge>
                    </Text>
                    <Text fontSize="sm" color="gray.600">
                      id {step.id} · {stepSummary(step)} ·{' '}
                      {index < screen.steps.length - 1
                        ? `then step ${index + 2}`
                        : `"${screen.labels.finish}" ends the questions`}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => onOpen(index)}
                    aria-label={`Open step ${index + 1}, ${step.title}, with sample answers`}
                  >
                    Open
                  </Button>
                </HStack>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
