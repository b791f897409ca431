import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import content from 'virtual:content';
import { useNavigate } from 'react-router-dom';
import type { FlowContent } from '../../engine/content/types.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import { loadFlow } from '../screens/loadFlow.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { sampleSession, type PreviewTarget } from './sampleSession.ts';
import { FormGallery } from './FormGallery.tsx';
import { ScreenCard } from './ScreenCard.tsx';
import { ChakraTheme } from '../app/ChakraTheme.tsx';

function FlowMap({ flow, onOpen }: { flow: FlowContent; onOpen: (target: PreviewTarget) => void }) {
  const name = flow.card?.title ?? flow.id;
  const headingId = `preview-flow-${flow.id}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap={1} mb={3}>
        <Heading as="h2" size="xl" id={headingId}>
          {name}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          flows/{flow.id}.yaml ·{' '}
          {flow.card
            ? `home card "${flow.card.title}"${flow.card.comingSoon ? ' (coming soon)' : ''} → ${flow.start}`
            : `no home card; starts at ${flow.start}`}
        </Text>
      </Stack>
      <Stack as="ol" gap={3}>
        {flow.screens.map((screen, index) => (
          <ScreenCard
            key={screen.id}
            content={content}
            screen={screen}
            position={index + 1}
            onOpen={(step) => onOpen({ flow, screen, ...(step === undefined ? {} : { step }) })}
          />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Preview for editors (development builds only, at /__preview): a map of every flow's screens
 * and steps, from which any of them opens directly with sample answers in the session store.
 */
function Preview() {
  usePageTitle('Preview for editors', content.app.brand);
  const goTo = useNavigate();
  // The store knows a flow's slots once the flow has loaded (loadFlow registers them).
  const open = async (target: PreviewTarget) => {
    await loadFlow(target.flow.id);
    sessionStore().getState().restore(sampleSession(content, target));
    await goTo(target.screen.route);
  };
  return (
    <Stack gap={8} maxW="4xl" mx="auto">
      <Stack gap={2}>
        <Heading as="h1" size="3xl">
          Preview for editors
        </Heading>
        <Text color="gray.600">
          Every flow in the content, screen by screen, with what each screen needs and where it leads. Open any screen
          or step to see it with sample answers filled in for everything before it. Only the development server shows
          this page.
        </Text>
      </Stack>
      {content.flows.map((flow) => (
        <FlowMap key={flow.id} flow={flow} onOpen={(target) => void open(target)} />
      ))}
      <FormGallery />
    </Stack>
  );
}

/** Its controls are Chakra components, so it brings Chakra's run-time theme; the app's screens need none. */
export default function PreviewPage() {
  return (
    <ChakraTheme>
      <Preview />
    </ChakraTheme>
  );
}
