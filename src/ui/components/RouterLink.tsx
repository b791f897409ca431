import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app route: content's `to` is checked against `^/[a-z0-9/-]*$` before it reaches a screen. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real `<a href>` (so it opens in a new tab, copies and works before the app
 * has started) whose plain click navigates inside the app. react-router's own Link does the same
 * but also carries framework-mode prefetching, external-URL and masking support, none of which
 * an in-app route uses, and every page's first load paid for them (npm run size).
 */
export function RouterLink({ to, onClick, target, ref, children, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
