import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type CalloutTone = 'error' | 'success' | 'warning' | 'info' | 'neutral';

/** Text colours reach WCAG AA contrast on their tinted backgrounds. */
const tones: Record<CalloutTone, { bg: string; border: string; fg: string; mark: string }> = {
  error: { bg: 'red.50', border: 'red.500', fg: 'red.800', mark: '!' },
  success: { bg: 'green.50', border: 'green.500', fg: 'green.800', mark: '✓' },
  warning: { bg: 'orange.50', border: 'orange.400', fg: 'orange.900', mark: '!' },
  info: { bg: 'blue.50', border: 'blue.400', fg: 'blue.900', mark: 'i' },
  neutral: { bg: 'gray.100', border: 'gray.400', fg: 'gray.800', mark: 'i' },
};

interface CalloutProps {
  tone: CalloutTone;
  title: ReactNode;
  children?: ReactNode;
  /** 'alert' interrupts (errors); 'status' is announced politely. */
  role?: 'alert' | 'status';
  id?: string;
  'data-testid'?: string;
}

/** A message banner. Hand-made rather than Chakra's Alert so no alert recipe ships on every page. */
export function Callout({ tone, title, children, role, id, 'data-testid': testId }: CalloutProps) {
  const style = tones[tone];
  return (
    <Box
      id={id}
      role={role}
      data-testid={testId}
      display="flex"
      gap={3}
      alignItems="flex-start"
      bg={style.bg}
      color={style.fg}
      borderLeftWidth="4px"
      borderColor={style.border}
      borderRadius="md"
      px={4}
      py={3}
    >
      <Box
        as="span"
        aria-hidden="true"
        flexShrink={0}
        display="grid"
        placeItems="center"
        w={5}
        h={5}
        mt="1px"
        borderRadius="full"
        bg={style.border}
        color="white"
        fontSize="xs"
        fontWeight="bold"
      >
        {style.mark}
      </Box>
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        {children ? <Text mt={1}>{children}</Text> : null}
      </Box>
    </Box>
  );
}
