import { RouterLink } from './RouterLink.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import type { Action } from '../../engine/content/types.ts';
import styles from './ActionButton.styles.ts';

interface ActionButtonProps {
  action: Action;
  /** Runs before an in-app navigation, e.g. to reset the flow for 'Start Over'. */
  onBeforeNavigate?: (action: Action) => void;
  disabled?: boolean;
}

/** A content-declared action: an in-app link, an external link, or both styled as a button. */
export function ActionButton({ action, onBeforeNavigate, disabled }: ActionButtonProps) {
  const className = action.variant === 'secondary' ? styles.secondary : styles.primary;
  if (action.href) {
    return (
      <a href={action.href} target="_blank" rel="noopener noreferrer" className={className}>
        {action.label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  // A link cannot be disabled; while an action is unavailable it is a disabled button instead.
  if (!action.to || disabled) {
    return (
      <button type="button" className={className} disabled={disabled} onClick={() => onBeforeNavigate?.(action)}>
        {action.label}
      </button>
    );
  }
  return (
    <RouterLink to={action.to} className={className} onClick={() => onBeforeNavigate?.(action)}>
      {action.label}
    </RouterLink>
  );
}
