import { Button, VisuallyHidden } from '@chakra-ui/react';
import { RouterLink } from './RouterLink.tsx';
import type { Action } from '../../engine/content/types.ts';

interface ActionButtonProps {
  action: Action;
  /** Runs before an in-app navigation, e.g. to reset the flow for 'Start Over'. */
  onBeforeNavigate?: (action: Action) => void;
  disabled?: boolean;
  /** 'lg' matches a form's submit button when the action sits beside it. */
  size?: 'md' | 'lg';
}

/** A content-declared action: an in-app link, an external link, or both styled as a button. */
export function ActionButton({ action, onBeforeNavigate, disabled, size = 'md' }: ActionButtonProps) {
  const variant = action.variant === 'secondary' ? 'outline' : 'solid';
  if (action.href) {
    return (
      <Button asChild colorPalette="brand" variant={variant} size={size}>
        <a href={action.href} target="_blank" rel="noopener noreferrer">
          {action.label}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </Button>
    );
  }
  // A link cannot be disabled; while an action is unavailable it is a disabled button instead.
  if (!action.to || disabled) {
    return (
      <Button
        colorPalette="brand"
        variant={variant}
        size={size}
        disabled={disabled}
        onClick={() => onBeforeNavigate?.(action)}
      >
        {action.label}
      </Button>
    );
  }
  return (
    <Button asChild colorPalette="brand" variant={variant} size={size}>
      <RouterLink to={action.to} onClick={() => onBeforeNavigate?.(action)}>
        {action.label}
      </RouterLink>
    </Button>
  );
}
