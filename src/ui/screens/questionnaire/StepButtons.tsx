import { Button, HStack } from '@chakra-ui/react';
import { memo, type Dispatch } from 'react';
import type { NavigationEvent } from '../../../engine/flow/questionnaire.ts';

interface StepButtonsProps {
  backLabel: string;
  nextLabel: string;
  backDisabled: boolean;
  nextDisabled: boolean;
  dispatch: Dispatch<NavigationEvent>;
}

/** Back and Next (or Finish): re-rendered when they change state, not as the user types. */
export const StepButtons = memo(function StepButtons({
  backLabel,
  nextLabel,
  backDisabled,
  nextDisabled,
  dispatch,
}: StepButtonsProps) {
  return (
    <HStack justify="space-between">
      <Button variant="outline" colorPalette="gray" onClick={() => dispatch({ type: 'back' })} disabled={backDisabled}>
        {backLabel}
      </Button>
      <Button colorPalette="brand" onClick={() => dispatch({ type: 'next' })} disabled={nextDisabled} minW="32">
        {nextLabel}
      </Button>
    </HStack>
  );
});
