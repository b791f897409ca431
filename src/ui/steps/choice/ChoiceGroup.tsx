import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ChoiceGroupProps {
  role: 'radiogroup' | 'group';
  titleId: string;
  describedBy?: string;
  invalid?: boolean;
  children: ReactNode;
}

/**
 * The options' container, named by the step title already on screen (aria-labelledby) rather
 * than a second, visually hidden legend that could drift from it.
 */
export function ChoiceGroup({ role, titleId, describedBy, invalid, children }: ChoiceGroupProps) {
  return (
    <chakra.div
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      display="grid"
      gap="8px"
    >
      {children}
    </chakra.div>
  );
}
